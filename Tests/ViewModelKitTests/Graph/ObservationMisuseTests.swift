import Testing
import ViewModelKit

@Observable
private final class Badge {
  var count = 0
}

private struct BadgeLabel: View {
  let badge: Badge

  var body: some View {
    Text("\(badge.count) new")
  }
}

/// A view that writes to a model in its body: a mistake SwiftUI warns about at run time.
private struct MarkAsSeen: View {
  let badge: Badge

  var body: some View {
    badge.count = 0
    return Text("Inbox")
  }
}

@MainActor
@Suite struct ObservationMisuseTests {
  @Test func aWriteDuringABodyEvaluationIsAWarningAndStillApplied() {
    let badge = Badge()
    badge.count = 3
    let host = ViewHost(
      VStack {
        BadgeLabel(badge: badge)
        MarkAsSeen(badge: badge)
      }
    )
    host.flush()
    #expect(
      host.warnings.contains(
        "Modifying an @Observable property during a view update, this will cause undefined behavior."
      )
    )
    #expect(host.snapshot().first("Text")?.text == "0 new")
  }
}
