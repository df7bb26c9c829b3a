import Testing
import ViewModelKit

/// iOS 17's scoped animation: only the opacity inside the body animates.
private struct Badge: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Rectangle()
        .frame(width: isOn ? 200 : 100, height: 20)
        .animation(.linear(duration: 1)) {
          $0.opacity(isOn ? 1 : 0)
        }
      Button("Switch") { isOn.toggle() }
    }
  }
}

@MainActor
@Suite("animation(_:body:)")
struct ScopedAnimationTests {
  @Test func theBodysModifiersAnimateAndTheViewItselfDoesNot() throws {
    let host = ViewHost(Badge())
    try host.tap("Switch")
    host.advance(by: 0.5)
    let rectangle = try #require(host.snapshot().first("Rectangle"))
    // The frame changed without an animation; the opacity is half-way through its second.
    #expect(rectangle.frame.width == 200)
    #expect(abs(rectangle.opacity - 0.5) < 1e-9)
    try host.settle()
    #expect(host.snapshot().first("Rectangle")?.opacity == 1)
  }

  @Test func anOuterAnimationStillReachesTheView() throws {
    let host = ViewHost(Badge())
    withAnimation(.linear(duration: 2)) { try? host.tap("Switch") }
    host.advance(by: 0.5)
    let rectangle = try #require(host.snapshot().first("Rectangle"))
    #expect(rectangle.frame.width == 125)
    #expect(abs(rectangle.opacity - 0.5) < 1e-9)
  }
}
