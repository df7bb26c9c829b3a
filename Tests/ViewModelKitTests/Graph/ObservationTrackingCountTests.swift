import Observation
import Testing

@testable import ViewModelKit

@Observable
private final class Score {
  var points = 0
}

private struct ScoreLabel: View {
  let score: Score

  var body: some View {
    Text("\(score.points) points")
  }
}

@MainActor
@Suite("Observation tracking is one-shot")
struct ObservationTrackingCountTests {
  @Test func eachWriteReportsOnceHoweverManyWritesCameBefore() {
    let score = Score()
    let host = ViewHost(ScoreLabel(score: score))
    for _ in 0..<50 {
      score.points += 1
      host.flush()
    }
    score.points += 1
    // One evaluation's tracking is left, so one change is waiting (fifty if trackings piled up).
    #expect(host.graph.queue.drain().count == 1)
  }
}
