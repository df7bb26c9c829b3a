import CombineExt
import Foundation
import Testing

@Suite("CombineExt's one-line operators")
struct PublisherShortcutsTests {
  @Test func filterManyMapToValueMapToVoidAndMapToResult() {
    var evens: [[Int]] = []
    var labels: [String] = []
    var voids = 0
    var results: [Result<Int, TestError>] = []
    var cancellables = Set<AnyCancellable>()
    Just([1, 2, 3, 4]).filterMany { $0.isMultiple(of: 2) }.sink { evens.append($0) }
      .store(in: &cancellables)
    [1, 2].publisher.mapToValue("tap").sink { labels.append($0) }.store(in: &cancellables)
    [1, 2, 3].publisher.mapToVoid().sink { voids += 1 }.store(in: &cancellables)
    let numbers = PassthroughSubject<Int, TestError>()
    numbers.mapToResult().sink { results.append($0) }.store(in: &cancellables)
    numbers.send(1)
    numbers.send(completion: .failure(.oops))
    #expect(evens == [[2, 4]])
    #expect(labels == ["tap", "tap"])
    #expect(voids == 3)
    #expect(results == [.success(1), .failure(.oops)])
  }

  @Test func ignoreFailureFinishesOrStaysOpen() {
    let subject = PassthroughSubject<Int, TestError>()
    var quiet: [String] = []
    var open: [String] = []
    var cancellables = Set<AnyCancellable>()
    subject.ignoreFailure()
      .sink(
        receiveCompletion: { _ in quiet.append("finished") },
        receiveValue: { quiet.append("\($0)") }
      )
      .store(in: &cancellables)
    subject.ignoreFailure(setFailureType: URLError.self, completeImmediately: false)
      .sink(
        receiveCompletion: { _ in open.append("completed") },
        receiveValue: { open.append("\($0)") }
      )
      .store(in: &cancellables)
    subject.send(1)
    subject.send(completion: .failure(.oops))
    #expect(quiet == ["1", "finished"])
    #expect(open == ["1"])
  }

  @Test func setOutputTypeAndIgnoreOutputSetOutputTypeKeepTheCompletion() {
    var completions: [String] = []
    var cancellables = Set<AnyCancellable>()
    Empty<Never, Never>().setOutputType(to: Int.self)
      .sink(receiveCompletion: { _ in completions.append("empty") }, receiveValue: { _ in })
      .store(in: &cancellables)
    [1, 2].publisher.ignoreOutput(setOutputType: String.self)
      .sink(receiveCompletion: { _ in completions.append("numbers") }, receiveValue: { _ in })
      .store(in: &cancellables)
    #expect(completions == ["empty", "numbers"])
  }

  @Test func removeAllDuplicatesRemembersEveryValue() {
    var hashable: [Int] = []
    var folded: [String] = []
    var cancellables = Set<AnyCancellable>()
    [1, 2, 1, 3, 2, 4].publisher.removeAllDuplicates().sink { hashable.append($0) }
      .store(in: &cancellables)
    ["Ada", "ada", "Bob", "ADA"].publisher
      .removeAllDuplicates { $0.lowercased() == $1.lowercased() }
      .sink { folded.append($0) }
      .store(in: &cancellables)
    #expect(hashable == [1, 2, 3, 4])
    #expect(folded == ["Ada", "Bob"])
  }

  @Test func enumeratedCountsEachSubscriptionFromItsInitialIndex() {
    var pairs: [String] = []
    let numbered = ["a", "b"].publisher.enumerated(initial: 1)
    let first = numbered.sink { pairs.append("\($0.index)\($0.element)") }
    let second = numbered.sink { pairs.append("\($0.index)\($0.element)") }
    #expect(pairs == ["1a", "2b", "1a", "2b"])
    withExtendedLifetime((first, second)) {}
  }

  @Test func prefixWhileInclusiveAlsoPublishesTheValueThatEndsIt() {
    var inclusive: [Int] = []
    var exclusive: [Int] = []
    var cancellables = Set<AnyCancellable>()
    [1, 2, 3, 4].publisher.prefix(while: { $0 < 3 }, behavior: .inclusive)
      .sink { inclusive.append($0) }.store(in: &cancellables)
    [1, 2, 3, 4].publisher.prefix(while: { $0 < 3 }, behavior: .exclusive)
      .sink { exclusive.append($0) }.store(in: &cancellables)
    #expect(inclusive == [1, 2, 3])
    #expect(exclusive == [1, 2])
  }
}
