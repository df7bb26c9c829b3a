import Testing
import ViewModelKit

// A headline that arrives blurred and sharpens, written with the iOS 13 `AnimatableModifier`.

private struct Sharpen: AnimatableModifier {
  var radius: Double

  nonisolated var animatableData: Double {
    get { radius }
    set { radius = newValue }
  }

  func body(content: Content) -> some View {
    content.blur(radius: radius)
  }
}

private struct Headline: View {
  @State private var isShown = false

  var body: some View {
    VStack {
      if isShown {
        Color.orange.frame(width: 120, height: 40)
          .transition(.modifier(active: Sharpen(radius: 12), identity: Sharpen(radius: 0)))
      }
      Button("Show") { withAnimation(.linear(duration: 1)) { isShown = true } }
    }
  }
}

@MainActor
@Suite("AnimatableModifier")
struct AnimatableModifierTests {
  @Test func aTransitionReadsTheModifiersBodyAtTheInterpolatedData() throws {
    let host = ViewHost(Headline())
    try host.tap("Show")
    #expect(host.snapshot().first("Color")?.blurRadius == 12)
    host.advance(by: 0.25)
    let color = try #require(host.snapshot().first("Color"))
    #expect(isClose(Double(color.blurRadius), 9, tolerance: 1e-4))
    try host.settle()
    #expect(host.snapshot().first("Color")?.effects == [])
  }

  @Test func anAnimatableModifierIsAViewModifier() {
    let host = ViewHost(Text("Title").modifier(Sharpen(radius: 3)))
    #expect(host.snapshot().first("Text")?.blurRadius == 3)
  }
}
