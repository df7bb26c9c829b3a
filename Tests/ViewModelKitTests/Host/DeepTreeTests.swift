import Testing

@testable import ViewModelKit

// A recursive view, as an outline or a thread of comments makes: every level is a user view, a
// stack and a padding.

private struct Outline: View {
  let depth: Int
  @State private var title = "root"

  var body: some View {
    VStack(spacing: 0) {
      Button(title) { title = "renamed" }
      OutlineNode(depth: depth)
    }
  }
}

private struct OutlineNode: View {
  let depth: Int
  @State private var isWide = false

  var body: some View {
    VStack(spacing: 0) {
      if depth == 0 {
        Button("Leaf") { withAnimation(.linear(duration: 0.5)) { isWide.toggle() } }
        Rectangle().frame(width: isWide ? 40 : 20, height: 10)
      } else {
        OutlineNode(depth: depth - 1)
      }
    }
    .padding(.leading, 0.01)
  }
}

@MainActor
@Suite("Deep trees")
struct DeepTreeTests {
  /// 10,000 levels, with any sanitizer too (built with ThreadSanitizer, the passes nest deeper
  /// than its shadow call stack's 65,536 calls through `DeepStack.nest`).
  @Test func outlineBuildsUpdatesLaysOutAnimatesAndSnapshots() throws {
    let levels = 10_000
    let host = ViewHost(Outline(depth: levels))
    let indent = Double(levels + 1) * 0.01
    #expect(host.snapshot().first("Rectangle")?.frame.width == 20)

    try host.tap("Leaf")
    host.advance(frames: 15)
    let halfway = try #require(host.snapshot().first("Rectangle"))
    #expect(halfway.frame.width == 30)
    #expect(halfway.isAnimating)
    host.advance(frames: 15)
    let rectangle = try #require(host.snapshot().first("Rectangle"))
    #expect(rectangle.frame.width == 40)
    #expect(abs(rectangle.frame.minX - (195 - 20 + indent / 2)) < 1e-6)

    try host.tap("root")
    #expect(host.snapshot().first("Text")?.text == "renamed")
    #expect(host.svg().contains("renamed"))
  }

  @Test func aTreeCutAtFourThousandNodesRunsEveryPass() throws {
    let host = DeepStack.$maximumDepth.withValue(4_096) { ViewHost(Outline(depth: 10_000)) }
    let refusal = ViewHostError.tooDeep(view: "OutlineNode", depth: 4_097, limit: 4_096)
    #expect(host.warnings == [refusal.description])
    #expect(host.snapshot().first("Rectangle") == nil)
    #expect(host.snapshot().first("Text")?.text == "root")
    #expect(host.svg().contains("root"))
    #expect(throws: refusal) { try host.tap("root") }
  }

  @Test func refusesATreeDeeperThanTheLimitWithAnError() throws {
    let host = DeepStack.$maximumDepth.withValue(300) { ViewHost(Outline(depth: 1_000)) }
    let refusal = ViewHostError.tooDeep(view: "OutlineNode", depth: 301, limit: 300)
    #expect(host.warnings == [refusal.description])
    #expect(throws: refusal) { try host.tap("root") }
    #expect(host.snapshot().first("Rectangle") == nil)
  }
}
