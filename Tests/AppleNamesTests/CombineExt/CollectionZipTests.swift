import CombineExt
import Testing

@Suite("Collection.zip, merge and flatMapBatches")
struct CollectionZipTests {
  @Test func zipPairsTheNthValuesOfEveryPublisher() {
    let subjects = (0..<6).map { _ in PassthroughSubject<Int, Never>() }
    var arrays: [[Int]] = []
    let cancellable = subjects.zip().sink { arrays.append($0) }
    for (index, subject) in subjects.enumerated() { subject.send(index) }
    for (index, subject) in subjects.enumerated().reversed() { subject.send(index * 10) }
    #expect(arrays == [[0, 1, 2, 3, 4, 5], [0, 10, 20, 30, 40, 50]])
    withExtendedLifetime(cancellable) {}
  }

  @Test func zipWithOthersAndMergeOfACollection() {
    var zipped: [[Int]] = []
    var merged: [Int] = []
    let first = [1, 2].publisher.zip(with: [10, 20].publisher, [100].publisher)
      .sink { zipped.append($0) }
    let inbox = PassthroughSubject<Int, Never>()
    let archive = PassthroughSubject<Int, Never>()
    let second = [inbox, archive].merge().sink { merged.append($0) }
    inbox.send(1)
    archive.send(2)
    inbox.send(3)
    #expect(zipped == [[1, 10, 100]])
    #expect(merged == [1, 2, 3])
    withExtendedLifetime((first, second)) {}
  }

  @Test func flatMapBatchesRunsOneBatchAtATime() {
    let subjects = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
    var subscribed: [Int] = []
    let publishers = subjects.enumerated()
      .map { index, subject in
        subject.handleEvents(receiveSubscription: { _ in subscribed.append(index) })
      }
    var batches: [[Int]] = []
    var finished = false
    let cancellable = publishers.flatMapBatches(of: 2)
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { batches.append($0) })
    #expect(subscribed == [0, 1])
    subjects[0].send(1)
    subjects[1].send(2)
    subjects[0].send(completion: .finished)
    subjects[1].send(completion: .finished)
    #expect(subscribed == [0, 1, 2])
    subjects[2].send(3)
    subjects[2].send(completion: .finished)
    #expect(batches == [[1, 2], [3]])
    #expect(finished)
    withExtendedLifetime(cancellable) {}
  }
}
