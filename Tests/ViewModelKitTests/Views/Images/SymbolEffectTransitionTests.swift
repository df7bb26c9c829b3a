import Testing
import ViewModelKit

/// A check mark drawn on when a task is done, and a bell that changes with a replace effect.
private struct TaskRow: View {
  @State private var isDone = false
  let transition: SymbolEffectTransition
  var animation: Animation? = .linear(duration: 1)

  var body: some View {
    VStack {
      if isDone {
        Image(systemName: "checkmark").transition(transition)
      }
      Image(systemName: isDone ? "bell.badge" : "bell")
        .contentTransition(.symbolEffect(.replace.magic(fallback: .replace.downUp)))
      Button("Done") { withAnimation(animation) { isDone.toggle() } }
    }
  }
}

@MainActor
private func image<Root: View>(_ name: String, in host: ViewHost<Root>) -> ViewSnapshot.Node? {
  host.snapshot().all("Image").first { $0.text == name }
}

@MainActor
@Suite("SymbolEffectTransition")
struct SymbolEffectTransitionTests {
  @Test func insertionRecordsTheEffectAndItsProgressWithoutFading() throws {
    let host = ViewHost(TaskRow(transition: .symbolEffect(.drawOn.individually)))
    try host.tap("Done")
    #expect(
      image("checkmark", in: host)?.effects.map(\.description) == [
        "symbolEffect(drawOn.individually, transition: 0)"
      ]
    )
    host.advance(frames: 15)
    let mark = try #require(image("checkmark", in: host))
    #expect(
      mark.effects.map(\.description) == ["symbolEffect(drawOn.individually, transition: 0.25)"]
    )
    #expect(mark.opacity == 1)
    try host.settle()
    #expect(image("checkmark", in: host)?.effects == [])
  }

  @Test func removalRecordsTheEffectUntilTheViewLeaves() throws {
    let host = ViewHost(TaskRow(transition: .symbolEffect))
    try host.tap("Done")
    try host.settle()
    try host.tap("Done")
    host.advance(frames: 30)
    let mark = try #require(image("checkmark", in: host))
    #expect(mark.isLeaving)
    #expect(mark.effects.map(\.description) == ["symbolEffect(automatic, removal: 0.5)"])
    try host.settle()
    #expect(image("checkmark", in: host) == nil)
  }

  @Test func optionsAreRecordedWithTheEffect() throws {
    let transition = SymbolEffectTransition.symbolEffect(.appear.up.byLayer, options: .speed(2))
    let host = ViewHost(TaskRow(transition: transition))
    try host.tap("Done")
    host.advance(frames: 45)
    #expect(
      image("checkmark", in: host)?.effects.map(\.description) == [
        "symbolEffect(appear.up.byLayer, options: speed(2), transition: 0.75)"
      ]
    )
  }

  @Test func replacedSymbolRecordsTheChangeWhileItRuns() throws {
    let host = ViewHost(TaskRow(transition: .symbolEffect))
    try host.tap("Done")
    host.advance(frames: 30)
    let bell = try #require(image("bell.badge", in: host))
    let replace = ContentTransition.symbolEffect(.replace.magic(fallback: .replace.downUp))
    #expect(
      bell.effects == [
        .contentTransition(replace),
        .contentChange(replace, from: "bell", to: "bell.badge", progress: 0.5),
      ]
    )
    #expect(replace.description == "symbolEffect(replace.magic(fallback: replace.downUp))")
    #expect(ContentTransition.symbolEffect == .symbolEffect(.automatic))
    #expect(
      ContentTransition.symbolEffect(.replace.offUp, options: .speed(2)).description
        == "symbolEffect(replace.offUp, options: speed(2))"
    )
  }

  @Test func insertionAndReplacementTakeTheTransactionsAnimation() throws {
    let row = TaskRow(transition: .symbolEffect(.drawOn), animation: .linear(duration: 4))
    let host = ViewHost(row)
    try host.tap("Done")
    host.advance(frames: 60)
    // One second of a linear animation of four.
    #expect(
      image("checkmark", in: host)?.effects.map(\.description) == [
        "symbolEffect(drawOn, transition: 0.25)"
      ]
    )
    let replace = ContentTransition.symbolEffect(.replace.magic(fallback: .replace.downUp))
    #expect(
      image("bell.badge", in: host)?.effects == [
        .contentTransition(replace),
        .contentChange(replace, from: "bell", to: "bell.badge", progress: 0.25),
      ]
    )
    host.advance(frames: 120)
    #expect(
      image("checkmark", in: host)?.effects.map(\.description) == [
        "symbolEffect(drawOn, transition: 0.75)"
      ]
    )
    try host.tap("Done")
    host.advance(frames: 60)
    let leaving = try #require(image("checkmark", in: host))
    #expect(leaving.effects.map(\.description) == ["symbolEffect(drawOn, removal: 0.25)"])
  }

  @Test func withoutAnAnimationSymbolsChangeAtOnce() throws {
    let host = ViewHost(TaskRow(transition: .symbolEffect(.appear), animation: nil))
    try host.tap("Done")
    #expect(image("checkmark", in: host)?.effects == [])
    let replace = ContentTransition.symbolEffect(.replace.magic(fallback: .replace.downUp))
    #expect(image("bell.badge", in: host)?.effects == [.contentTransition(replace)])
    #expect(!host.isAnimating)
    try host.tap("Done")
    #expect(image("checkmark", in: host) == nil)
  }
}
