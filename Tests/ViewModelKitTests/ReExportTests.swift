import Testing
import ViewModelKit

// Only `import ViewModelKit`, as a screen's file says `import SwiftUI`: Foundation, Observation and
// Signals must all be visible through it.

@Suite("ViewModelKit re-exports Foundation, Observation and Signals")
struct ReExportTests {
  final class Counter: ObservableObject {
    @Published var count = 0
  }

  @Observable final class Stopwatch {
    var started: Date?
    var laps: [TimeInterval] = []
  }

  @Test func signalsTypesAreVisibleThroughViewModelKit() {
    let counter = Counter()
    var seen: [Int] = []
    let cancellable = counter.$count.sink { seen.append($0) }
    counter.count = 3
    #expect(seen == [0, 3])
    cancellable.cancel()
  }

  @Test func foundationTypesAreVisibleThroughViewModelKit() {
    let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    let url = URL(string: "https://example.com/items?page=2")
    let frame = CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
    let width: CGFloat = frame.maxX
    #expect(id?.uuidString == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    #expect(url?.query == "page=2")
    #expect(width == 4)
    #expect(Date(timeIntervalSince1970: 60).timeIntervalSince1970 == 60)
  }

  @Test func observationIsVisibleThroughViewModelKit() {
    let stopwatch = Stopwatch()
    nonisolated(unsafe) var changes = 0
    withObservationTracking {
      _ = stopwatch.laps
    } onChange: {
      changes += 1
    }
    stopwatch.started = Date(timeIntervalSince1970: 0)
    #expect(changes == 0)
    stopwatch.laps.append(1.5)
    #expect(changes == 1)
  }
}
