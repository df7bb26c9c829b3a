import CombineExt
import Testing

@Suite("Collection.combineLatest and Publisher.combineLatest(with:)")
struct CollectionCombineLatestTests {
  @Test func publishesEveryLatestValueInTheCollectionsOrderOnceAllHaveSent() {
    let subjects = (0..<5).map { _ in PassthroughSubject<Int, Never>() }
    var arrays: [[Int]] = []
    var finished = false
    let cancellable = subjects.combineLatest()
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { arrays.append($0) })
    for (index, subject) in subjects.enumerated() { subject.send(index) }
    subjects[4].send(40)
    subjects[0].send(100)
    for subject in subjects { subject.send(completion: .finished) }
    #expect(arrays == [[0, 1, 2, 3, 4], [0, 1, 2, 3, 40], [100, 1, 2, 3, 40]])
    #expect(finished)
    withExtendedLifetime(cancellable) {}
  }

  @Test func withOthersPutsThisPublisherFirstAndAnEmptyCollectionFinishes() {
    var arrays: [[String]] = []
    var emptyFinished = false
    let first = Just("a").combineLatest(with: Just("b"), Just("c")).sink { arrays.append($0) }
    let empty = [Just<Int>]().combineLatest()
      .sink(receiveCompletion: { _ in emptyFinished = true }, receiveValue: { _ in })
    #expect(arrays == [["a", "b", "c"]])
    #expect(emptyFinished)
    withExtendedLifetime((first, empty)) {}
  }
}
