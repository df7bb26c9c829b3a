import Foundation
import Signals
import Testing
import ViewModelKit

/// Thirty rows of 50 points in a scroll view 200 points tall.
private struct Numbers: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<30) { index in
          Text("Row \(index)").frame(height: 50)
        }
      }
    }
    .frame(height: 200)
  }
}

/// A chat that jumps to a message with a button.
private struct Chat: View {
  let messages = (0..<100).map { "Message \($0)" }
  var body: some View {
    ScrollViewReader { proxy in
      VStack(spacing: 0) {
        Button("Jump") { withAnimation(.linear(duration: 1)) { proxy.scrollTo(50, anchor: .top) } }
        Button("Bottom") { proxy.scrollTo(99, anchor: .bottom) }
        Button("Nowhere") { proxy.scrollTo(500) }
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(0..<100, id: \.self) { index in
              Text(messages[index]).frame(height: 40)
            }
          }
        }
        .frame(height: 400)
      }
    }
  }
}

/// A view model that tells its view which message to show, as an event.
@MainActor
private final class ThreadModel: ObservableObject {
  let messages = (0..<60).map { "Message \($0)" }
  let reveal = PassthroughSubject<Int, Never>()
}

private struct ThreadView: View {
  @ObservedObject var model: ThreadModel
  var body: some View {
    ScrollViewReader { proxy in
      List(model.messages.indices, id: \.self) { Text(model.messages[$0]) }
        .listStyle(.plain)
        .onReceive(model.reveal) { index in
          withAnimation(.easeInOut(duration: 0.5)) { proxy.scrollTo(index, anchor: .top) }
        }
    }
  }
}

@MainActor
@Suite("ScrollView")
struct ScrollViewTests {
  /// The content is proposed no height: it takes its ideal 1,500 points; the scroll view takes
  /// the 200 offered, and the content's width (48, its widest row).
  @Test func theContentTakesItsIdealLengthAndIsClipped() {
    let snapshot = ViewHost(Numbers()).snapshot()
    #expect(snapshot.first("ScrollView")?.frame == rect(171, 322, 48, 200))
    let stack = snapshot.first("VStack")
    #expect(stack?.frame == rect(171, 322, 48, 1500))
    #expect(
      stack?.description.hasPrefix("VStack (171, 322, 48, 1500) clipped(171, 322, 48, 200)") == true
    )
  }

  /// Scrolling moves the content up by the offset; the offset stops at the content's ends.
  @Test func scrollingMovesTheContentAndClampsAtTheEnds() throws {
    let host = ViewHost(Numbers())
    try host.scroll(by: 120)
    #expect(try host.contentOffset() == CGPoint(x: 0, y: 120))
    let texts = host.snapshot().all("Text")
    #expect(texts[0].frame == rect(175, 217, 40, 20))
    #expect(texts[3].frame == rect(175, 367, 40, 20))
    try host.scroll(by: 5000)
    #expect(try host.contentOffset() == CGPoint(x: 0, y: 1300))
    #expect(host.snapshot().all("Text").last?.frame == rect(171, 487, 48, 20))
    try host.scroll(by: -9000)
    #expect(try host.contentOffset() == .zero)
  }

  /// `scrollTo` in an animated transaction animates the offset on the virtual clock: halfway
  /// through a linear second the content is halfway there.
  @Test func scrollToAnimatesFrameByFrame() throws {
    let host = ViewHost(Chat())
    #expect(shownTexts(host).prefix(3) == ["Jump", "Bottom", "Nowhere"])
    try host.tap("Jump")
    // Message 50 starts 2,000 points down the content: its top goes to the viewport's top.
    #expect(try host.contentOffset() == CGPoint(x: 0, y: 2000))
    // Message 50 is built at once where the content puts it (its text 10 points below the row's
    // top), and drawn as the offset animates from 0 to 2,000 over a linear second.
    let target = { host.snapshot().first("Text", showing: "Message 50")?.frame.minY }
    #expect(target() == CGFloat(252 + 2000 + 10))
    host.advance(by: 0.5)
    #expect(target() == CGFloat(252 + 1000 + 10))
    try host.settle()
    #expect(target() == CGFloat(252 + 10))
    #expect(shownTexts(host).dropFirst(3).first == "Message 50")
  }

  /// With a `.bottom` anchor, bottoms are aligned; the offset is clamped to the content.
  @Test func scrollToTheLastRowStopsAtTheEnd() throws {
    let host = ViewHost(Chat())
    try host.tap("Bottom")
    #expect(try host.contentOffset() == CGPoint(x: 0, y: 3600))
    #expect(shownTexts(host).suffix(2) == ["Message 98", "Message 99"])
  }

  /// An id no scroll view holds scrolls nothing, as in SwiftUI, and the host records why.
  @Test func anUnknownIdScrollsNothingAndIsReported() throws {
    let host = ViewHost(Chat())
    try host.tap("Nowhere")
    #expect(try host.contentOffset() == .zero)
    #expect(
      host.warnings.last
        == "ScrollViewProxy.scrollTo(500): no scroll view in the reader holds a view with this "
        + "id; nothing scrolled."
    )
    #expect(throws: ViewHostError.self) { try host.scroll(to: 500) }
  }

  /// The host scrolls to a row that has no view yet, from its data.
  @Test func theHostScrollsToARowByItsId() throws {
    let host = ViewHost(Chat())
    try host.scroll(to: 70)
    #expect(try host.contentOffset() == CGPoint(x: 0, y: 2800))
    #expect(shownTexts(host).dropFirst(3).first == "Message 70")
  }

  /// The view callback pattern for lists: a view model's event, applied by the view inside
  /// `withAnimation`, scrolls to a row that had no view, animated on the virtual clock.
  @Test func aViewModelEventScrollsToARow() throws {
    let model = ThreadModel()
    let host = ViewHost(ThreadView(model: model))
    model.reveal.send(40)
    host.flush()
    #expect(try host.contentOffset() == CGPoint(x: 0, y: 40 * 44))
    let row = { host.snapshot().all("Text").first { $0.text == "Message 40" }?.frame.minY }
    #expect(row() == CGFloat(40 * 44 + 12))
    host.advance(by: 0.25)
    // Halfway through the ease-in-out the content has come half the way.
    #expect(row() == CGFloat(20 * 44 + 12))
    try host.settle()
    #expect(row() == CGFloat(12))
  }

  /// `scrollDisabled` stops the host's scrolls; the modifiers that cannot act are recorded.
  @Test func disabledScrollingAndRecordedModifiers() throws {
    struct Locked: View {
      var body: some View {
        ScrollView {
          Text("Content")
        }
        .scrollDisabled(true)
        .scrollIndicators(.hidden)
        .scrollTargetBehavior(.paging)
        .defaultScrollAnchor(.bottom)
      }
    }
    let host = ViewHost(Locked())
    #expect(throws: ViewHostError.disabled(action: "scroll", label: "", view: "ScrollView")) {
      try host.scroll(by: 10)
    }
    let tree = host.treeDescription()
    #expect(tree.contains(".scrollIndicators(hidden)"))
    #expect(tree.contains(".scrollTargetBehavior(PagingScrollTargetBehavior)"))
  }
}

extension ViewSnapshot {
  fileprivate func first(_ type: String, showing text: String) -> ViewSnapshot.Node? {
    roots.flatMap { $0.all(type) }.first { $0.text == text }
  }
}
