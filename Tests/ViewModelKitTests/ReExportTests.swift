import Testing
import ViewModelKit

@Suite("ViewModelKit re-exports Signals")
struct ReExportTests {
  final class Counter: ObservableObject {
    @Published var count = 0
  }

  @Test func signalsTypesAreVisibleThroughViewModelKit() {
    let counter = Counter()
    var seen: [Int] = []
    let cancellable = counter.$count.sink { seen.append($0) }
    counter.count = 3
    #expect(seen == [0, 3])
    cancellable.cancel()
  }
}
