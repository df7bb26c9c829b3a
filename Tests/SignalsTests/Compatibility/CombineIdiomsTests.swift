import Foundation
import Signals
import Testing

// Idioms of everyday Combine code, compiled against Signals unchanged.

@MainActor
private final class SearchViewModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = []
  private var cancellables = Set<AnyCancellable>()

  init(scheduler: TestScheduler) {
    $query
      .removeDuplicates()
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .map { query in ["apple", "apricot", "banana"].filter { $0.hasPrefix(query) } }
      .sink { [weak self] in self?.results = $0 }
      .store(in: &cancellables)
  }
}

private func loadNumber() -> Future<Int, Never> {
  Future { promise in
    Task { promise(.success(42)) }
  }
}

@Suite("Combine idioms", .endsSubscriptions)
struct CombineIdiomsTests {
  @MainActor
  @Test func aMainActorViewModelDebouncesItsQuery() {
    let scheduler = TestScheduler()
    let model = SearchViewModel(scheduler: scheduler)
    var changes = 0
    let cancellable = model.objectWillChange.sink { changes += 1 }
    model.query = "a"
    model.query = "ap"
    scheduler.advance(by: .milliseconds(299))
    #expect(model.results == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(model.results == ["apple", "apricot"])
    #expect(changes == 3)
    cancellable.cancel()
  }

  @Test func aFutureFulfilledFromATaskIsAwaitedThroughValues() async {
    var received: [Int] = []
    for await value in loadNumber().values {
      received.append(value)
    }
    #expect(received == [42])
  }

  @Test func combineLatestOfPublishedPropertiesAndAssign() {
    final class Form: ObservableObject {
      @Published var name = ""
      @Published var email = ""
      @Published var isValid = false

      init() {
        $name.combineLatest($email)
          .map { !$0.isEmpty && $1.contains("@") }
          .assign(to: &$isValid)
      }
    }
    let form = Form()
    #expect(form.isValid == false)
    form.name = "Ada"
    form.email = "ada@example.com"
    #expect(form.isValid == true)
  }
}
