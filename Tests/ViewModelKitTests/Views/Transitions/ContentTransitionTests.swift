import Testing
import ViewModelKit

/// A score that counts up with a content transition.
private struct Score: View {
  @State private var score = 7
  let transition: ContentTransition?
  var animation: Animation? = .linear(duration: 1)

  var body: some View {
    VStack {
      Text("\(score)")
        .contentTransition(transition ?? .numericText(value: Double(score)))
      Button("Score") { withAnimation(animation) { score += 1 } }
    }
  }
}

@MainActor
private func scoreText<Root: View>(_ host: ViewHost<Root>) throws -> ViewSnapshot.Node {
  try #require(host.snapshot().all("Text").first { $0.text != "Score" })
}

@MainActor
@Suite("contentTransition")
struct ContentTransitionTests {
  @Test func numericTextRecordsTheOldAndNewTextWhileTheChangeRuns() throws {
    let host = ViewHost(Score(transition: nil))
    #expect(try scoreText(host).effects == [.contentTransition(.numericText(value: 7))])
    try host.tap("Score")
    let samples = host.timeline(advancingBy: 1) { snapshot in
      snapshot.all("Text").first { $0.text != "Score" }
    }
    #expect(samples.count == 61)
    for (frame, sample) in samples.enumerated() {
      let text = try #require(sample.value)
      #expect(text.text == "8")
      guard frame < 60 else { continue }
      let expected = ViewSnapshot.Effect.contentChange(
        .numericText(value: 8),
        from: "7",
        to: "8",
        progress: Double(frame) / 60
      )
      guard case .contentChange(_, _, _, let progress) = text.effects.last else {
        Issue.record("frame \(frame): no change recorded in \(text.effects)")
        continue
      }
      #expect(isClose(progress, Double(frame) / 60, tolerance: 1e-6), "frame \(frame)")
      #expect(
        text.effects.first == .contentTransition(.numericText(value: 8)) && text.effects.count == 2
      )
      #expect(
        frame != 0 || text.effects.last == expected,
        "the change starts at 0: \(text.effects)"
      )
    }
    host.advance(frames: 1)
    #expect(try scoreText(host).effects == [.contentTransition(.numericText(value: 8))])
    #expect(!host.isAnimating)
  }

  @Test func snapshotLineShowsTheChange() throws {
    let host = ViewHost(Score(transition: .opacity))
    try host.tap("Score")
    host.advance(frames: 15)
    #expect(
      try scoreText(host).effects.last?.description == "contentChange(opacity, \"7\" → \"8\", 0.25)"
    )
  }

  @Test(arguments: [ContentTransition.opacity, .interpolate, .numericText(countsDown: true)])
  func everyTransitionButIdentityIsRecorded(transition: ContentTransition) throws {
    let host = ViewHost(Score(transition: transition))
    try host.tap("Score")
    #expect(
      try scoreText(host).effects == [
        .contentTransition(transition),
        .contentChange(transition, from: "7", to: "8", progress: 0),
      ]
    )
  }

  @Test func identityAndUnanimatedChangesJump() throws {
    let identity = ViewHost(Score(transition: .identity))
    try identity.tap("Score")
    #expect(try scoreText(identity).effects == [.contentTransition(.identity)])
    let unanimated = ViewHost(Score(transition: .opacity, animation: nil))
    try unanimated.tap("Score")
    #expect(try scoreText(unanimated).effects == [.contentTransition(.opacity)])
    #expect(try scoreText(unanimated).text == "8")
  }

  @Test func aChangeDuringAChangeStartsFromTheTextShown() throws {
    let host = ViewHost(Score(transition: .opacity))
    try host.tap("Score")
    host.advance(frames: 30)
    try host.tap("Score")
    #expect(
      try scoreText(host).effects.last == .contentChange(.opacity, from: "8", to: "9", progress: 0)
    )
  }
}
