import Testing
import ViewModelKit

private struct Badge: View {
  @State private var isWide = false

  var body: some View {
    VStack {
      HStack {
        Text("Title")
        Text("Sub")
      }
      .geometryGroup()
      .frame(width: isWide ? 300 : 150)
      Button("Widen") { withAnimation(.linear(duration: 1)) { isWide = true } }
    }
  }
}

@MainActor
@Suite("geometryGroup")
struct GeometryGroupTests {
  @Test func isRecordedOnTheViewsBelowAndDrawsTheSameFrames() throws {
    let host = ViewHost(Badge())
    let title = try #require(host.snapshot().all("Text").first { $0.text == "Title" })
    #expect(title.effects == [.geometryGroup])
    #expect(host.treeDescription().contains(".geometryGroup"))
    try host.tap("Widen")
    host.advance(frames: 30)
    let widening = try #require(host.snapshot().all("Text").first { $0.text == "Title" })
    #expect(widening.frame == title.frame)
  }
}
