import Dispatch
import Signals
import Testing

/// Bounded stress tests: several threads feed merge, combineLatest, zip and flatMap at once.
///
/// Nothing that had demand may be lost and the downstream must never be called concurrently.
@Suite("Combining stress", .endsSubscriptions)
struct CombiningStressTests {
  /// Counts deliveries and records whether two ever overlapped.
  final class OverlapCounter: @unchecked Sendable {
    // Every mutable property lives in `state`.
    private let state = Locked((inside: 0, overlaps: 0, values: [Int]()))

    func receive(_ value: Int) {
      state.withLock { state in
        state.inside += 1
        if state.inside > 1 { state.overlaps += 1 }
      }
      state.withLock { state in
        state.values.append(value)
        state.inside -= 1
      }
    }

    var overlaps: Int { state.withLock { $0.overlaps } }
    var values: [Int] { state.withLock { $0.values } }
  }

  static let threads = 4
  static let perThread = 2_000

  private func feed(_ subjects: [PassthroughSubject<Int, Never>]) {
    DispatchQueue.concurrentPerform(iterations: subjects.count) { thread in
      for index in 0..<Self.perThread { subjects[thread].send(thread * Self.perThread + index) }
    }
  }

  @Test func mergeManyFromSeveralThreadsLosesNothing() {
    let subjects = (0..<Self.threads).map { _ in PassthroughSubject<Int, Never>() }
    let counter = OverlapCounter()
    let cancellable = Publishers.MergeMany(subjects).sink { counter.receive($0) }
    feed(subjects)
    #expect(counter.overlaps == 0)
    #expect(counter.values.sorted() == Array(0..<(Self.threads * Self.perThread)))
    cancellable.cancel()
  }

  @Test func flatMapFromSeveralThreadsLosesNothing() {
    let subjects = (0..<Self.threads).map { _ in PassthroughSubject<Int, Never>() }
    let counter = OverlapCounter()
    let cancellable = subjects.publisher.flatMap { $0 }.sink { counter.receive($0) }
    feed(subjects)
    #expect(counter.overlaps == 0)
    #expect(counter.values.sorted() == Array(0..<(Self.threads * Self.perThread)))
    cancellable.cancel()
  }

  @Test func zipFromTwoThreadsPairsEverything() {
    let subjects = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
    let counter = OverlapCounter()
    let cancellable = subjects[0].zip(subjects[1]).sink { counter.receive($0 * 100_000 + $1) }
    feed(subjects)
    #expect(counter.overlaps == 0)
    let expected = (0..<Self.perThread).map { $0 * 100_000 + Self.perThread + $0 }
    #expect(counter.values == expected)
    cancellable.cancel()
  }

  @Test func combineLatestFromTwoThreadsEndsWithBothLastValues() {
    let subjects = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
    let counter = OverlapCounter()
    let cancellable = subjects[0].combineLatest(subjects[1])
      .sink { counter.receive($0 * 100_000 + $1) }
    feed(subjects)
    #expect(counter.overlaps == 0)
    let values = counter.values
    #expect(values.last == (Self.perThread - 1) * 100_000 + 2 * Self.perThread - 1)
    // With unlimited demand every value from the first combination on makes one output, so
    // each side's values appear in order and its last value is in the last output.
    let firsts = values.map { $0 / 100_000 }
    let seconds = values.map { $0 % 100_000 }
    #expect(zip(firsts, firsts.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(zip(seconds, seconds.dropFirst()).allSatisfy { $0 <= $1 })
    let changes = zip(values, values.dropFirst()).filter { $0 != $1 }.count
    #expect(changes == values.count - 1)
    #expect(values.count >= Self.perThread)
    cancellable.cancel()
  }

  @Test func finiteDemandFromSeveralThreadsDeliversExactlyTheDemand() {
    let subjects = (0..<Self.threads).map { _ in PassthroughSubject<Int, Never>() }
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(100))
    Publishers.MergeMany(subjects).subscribe(recorder)
    feed(subjects)
    #expect(recorder.values.count == 100)
    recorder.cancel()
  }
}
