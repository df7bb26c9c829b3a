import Foundation
import Testing
import ViewModelKit

private struct Stack: View {
  @State private var path: [Int] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Animated") { withAnimation(.linear(duration: 0.5)) { path.append(1) } }
        Button("Plain") { path.append(2) }
      }
      .navigationDestination(for: Int.self) { Text("Screen \($0)") }
    }
  }
}

@MainActor
@Suite("Navigation animation")
struct NavigationAnimationTests {
  @Test func anAnimatedPushSlidesTheScreenInFromTheTrailingEdge() throws {
    let host = ViewHost(Stack())
    try host.tap("Animated")
    host.advance(by: 0.25)
    let text = try #require(host.snapshot().first("Text"))
    #expect(text.text == "Screen 1")
    #expect(text.frame == CGRect(x: 358, y: 412, width: 64, height: 20))
    try host.settle()
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 163, y: 412, width: 64, height: 20))
  }

  @Test func aPushWithoutAnimationShowsTheScreenAtOnce() throws {
    let host = ViewHost(Stack())
    try host.tap("Plain")
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 163, y: 412, width: 64, height: 20))
    #expect(host.snapshot().first("Text")?.isAnimating == false)
  }
}

extension NavigationAnimationTests {
  @Test func anAnimatedPopSlidesThePoppedScreenOutOverTheRevealedOne() throws {
    let host = ViewHost(Stack())
    try host.tap("Plain")
    withAnimation(.linear(duration: 0.5)) { try? host.back() }
    host.advance(by: 0.25)
    let texts = host.snapshot().all("Text")
    #expect(texts.map(\.text) == ["Screen 2", "Animated", "Plain"])
    #expect(texts[0].frame == CGRect(x: 358, y: 412, width: 64, height: 20))
    #expect(texts[2].frame == CGRect(x: 175, y: 426, width: 40, height: 20))
    #expect(texts[0].isLeaving)
    #expect(!texts[2].isAnimating)
    try host.settle()
    #expect(shownTexts(host) == ["Animated", "Plain"])
  }
}
