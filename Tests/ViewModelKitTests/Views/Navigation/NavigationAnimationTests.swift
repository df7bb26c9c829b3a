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
        Button("Instant") {
          var transaction = Transaction()
          transaction.disablesAnimations = true
          withTransaction(transaction) { path.append(3) }
        }
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
    #expect(text.frame == CGRect(x: 358, y: 434, width: 64, height: 20))
    try host.settle()
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 163, y: 434, width: 64, height: 20))
  }

  /// As on a device, a push outside `withAnimation` animates: 0.35 s, ease in and out.
  @Test func aPlainPushAnimatesWithTheStandardPushAnimation() throws {
    // At 40 frames per second, half the push (0.175 s) is a frame.
    let host = ViewHost(Stack(), framesPerSecond: 40)
    try host.tap("Plain")
    #expect(host.snapshot().first("Text")?.isAnimating == true)
    host.advance(by: 0.175)
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 358, y: 434, width: 64, height: 20))
    host.advance(by: 0.175)
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 163, y: 434, width: 64, height: 20))
    try host.settle()
    #expect(host.snapshot().first("Text")?.isAnimating == false)
  }

  @Test func aPushThatDisablesAnimationsShowsTheScreenAtOnce() throws {
    let host = ViewHost(Stack())
    try host.tap("Instant")
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 163, y: 434, width: 64, height: 20))
    #expect(host.snapshot().first("Text")?.isAnimating == false)
  }
}

extension NavigationAnimationTests {
  @Test func anAnimatedPopSlidesThePoppedScreenOutOverTheRevealedOne() throws {
    let host = ViewHost(Stack())
    try host.tap("Instant")
    withAnimation(.linear(duration: 0.5)) { try? host.back() }
    host.advance(by: 0.25)
    let texts = host.snapshot().all("Text")
    #expect(texts.map(\.text) == ["Screen 3", "Back", "Animated", "Plain", "Instant"])
    #expect(texts[0].frame == CGRect(x: 358, y: 434, width: 64, height: 20))
    // The popped screen's back button leaves with it.
    #expect(texts[1].frame == CGRect(x: 227, y: 12, width: 32, height: 20))
    #expect(texts[3].frame == CGRect(x: 175, y: 434, width: 40, height: 20))
    #expect(texts[0].isLeaving && texts[1].isLeaving)
    #expect(!texts[3].isAnimating)
    try host.settle()
    #expect(shownTexts(host) == ["Animated", "Plain", "Instant"])
  }
}

private struct DoneScreen: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}

private struct DismissingStack: View {
  @State private var path: [Int] = [1]

  var body: some View {
    NavigationStack(path: $path) {
      Text("Home")
        .navigationDestination(for: Int.self) { _ in DoneScreen() }
    }
  }
}

extension NavigationAnimationTests {
  /// As on a device, `dismiss()` in a pushed screen pops it with the standard animation.
  @Test func dismissInAPushedScreenPopsWithTheStandardAnimation() throws {
    // At 40 frames per second, half the pop (0.175 s) is a frame.
    let host = ViewHost(DismissingStack(), framesPerSecond: 40)
    let before = try #require(host.snapshot().first("Button"))
    try host.tap("Done")
    host.advance(by: 0.175)
    let leaving = try #require(host.snapshot().first("Button"))
    #expect(leaving.isLeaving)
    #expect(leaving.frame.minX == before.frame.minX + 195)
    try host.settle()
    #expect(host.snapshot().first("Button") == nil)
    #expect(host.snapshot().first("Text")?.text == "Home")
  }
}
