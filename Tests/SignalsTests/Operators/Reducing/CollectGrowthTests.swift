import Signals
import Testing

/// Collecting grows the array in place, so collecting many values takes linear time.
///
/// Each value is appended in constant time (it was quadratic when every step copied the array);
/// the counts are large enough that a quadratic collect would take far longer than the suite.
@Suite("Collecting in linear time", .endsSubscriptions)
struct CollectGrowthTests {
  static let count = 200_000

  @Test func collectGathersManyValues() {
    let subject = PassthroughSubject<Int, Never>()
    var collected: [[Int]] = []
    let cancellable = subject.collect().sink { collected.append($0) }
    for value in 0..<Self.count { subject.send(value) }
    subject.send(completion: .finished)
    #expect(collected.count == 1)
    #expect(collected.first?.count == Self.count)
    #expect(collected.first?.first == 0)
    #expect(collected.first?.last == Self.count - 1)
    #expect(collected.first == Array(0..<Self.count))
    cancellable.cancel()
  }

  @Test func collectByCountGathersManyValuesPerArray() {
    let subject = PassthroughSubject<Int, Never>()
    var collected: [[Int]] = []
    let cancellable = subject.collect(Self.count / 2).sink { collected.append($0) }
    for value in 0..<Self.count + 3 { subject.send(value) }
    subject.send(completion: .finished)
    #expect(collected.map(\.count) == [Self.count / 2, Self.count / 2, 3])
    #expect(collected.first == Array(0..<Self.count / 2))
    #expect(collected.last == [Self.count, Self.count + 1, Self.count + 2])
    cancellable.cancel()
  }

  @Test func aValueSentFromTheDownstreamOfCollectByCountStartsTheNextArray() {
    let subject = PassthroughSubject<Int, Never>()
    var collected: [[Int]] = []
    let cancellable = subject.collect(2)
      .sink { values in
        collected.append(values)
        if values == [1, 2] { subject.send(9) }
      }
    subject.send(1)
    subject.send(2)
    subject.send(3)
    subject.send(completion: .finished)
    #expect(collected == [[1, 2], [9, 3]])
    cancellable.cancel()
  }

  @Test func aValueSentBackFromInsideScanIsDeliveredFirstThenOverwritten() {
    // As in Combine: the nested value is accumulated from the result before the outer one and
    // delivered at once (depth-first); the outer step's result is the one kept.
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable =
      subject
      .scan(0) { sum, value in
        if value == 1 { subject.send(10) }
        return sum + value
      }
      .sink { received.append($0) }
    subject.send(1)
    subject.send(2)
    #expect(received == [10, 1, 3])
    cancellable.cancel()
  }

  @Test func aValueSentBackFromInsideAnAccumulatingReduceLeavesAWholeArray() {
    // The nested step works on a copy of the array; the outer step's result is the one kept,
    // and the array is never seen half-written.
    let subject = PassthroughSubject<Int, Never>()
    var received: [[Int]] = []
    let cancellable =
      subject
      .reduce([Int]()) { values, value in
        if value == 1 { subject.send(100) }
        return values + [value]
      }
      .sink { received.append($0) }
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(received == [[1, 2]])
    cancellable.cancel()
  }
}
