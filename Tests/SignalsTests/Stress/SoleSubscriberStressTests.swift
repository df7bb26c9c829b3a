import Dispatch
import Signals
import Testing

/// Stress tests of a subject with a single subscriber, which a send reaches without the
/// subject's lock: cancels, releases and subscribes on other threads while it sends.
///
/// They also run under `swift test --sanitize=thread`.
@Suite("Sole subscriber stress", .endsSubscriptions)
struct SoleSubscriberStressTests {
  /// Something a sink's closure captures, to tell when the sink has let go of its closure.
  final class Tracker: @unchecked Sendable {
    let values = Locked([Int]())
  }

  @Test func aSoleSinkCancelledAndReleasedWhileAnotherThreadSendsGetsNothingAfterwards() {
    for _ in 0..<300 {
      let subject = PassthroughSubject<Int, Never>()
      weak var watched: Tracker?
      let held: Locked<AnyCancellable?>
      let log: Locked<[Int]>
      do {
        let tracker = Tracker()
        watched = tracker
        log = tracker.values
        held = Locked(subject.sink { value in tracker.values.withLock { $0.append(value) } })
      }
      DispatchQueue.concurrentPerform(iterations: 2) { worker in
        if worker == 0 {
          for value in 0..<200 { subject.send(value) }
        } else {
          let cancellable = held.withLock { held in
            defer { held = nil }
            return held
          }
          cancellable?.cancel()
          // Sent after the cancel has returned, from this thread: never delivered.
          subject.send(-1)
        }
      }
      let values = log.withLock { $0 }
      #expect(values == Array(0..<values.count))
      #expect(watched == nil)
    }
  }

  @Test func aSoleSinkOfACurrentValueSubjectCancelledWhileAnotherThreadSetsIsReleased() {
    for _ in 0..<300 {
      let subject = CurrentValueSubject<Int, Never>(0)
      weak var watched: Tracker?
      let held: Locked<AnyCancellable?>
      let log: Locked<[Int]>
      do {
        let tracker = Tracker()
        watched = tracker
        log = tracker.values
        held = Locked(subject.sink { value in tracker.values.withLock { $0.append(value) } })
      }
      DispatchQueue.concurrentPerform(iterations: 2) { worker in
        if worker == 0 {
          for value in 1..<200 { subject.value = value }
        } else {
          let cancellable = held.withLock { held in
            defer { held = nil }
            return held
          }
          cancellable?.cancel()
          subject.send(-1)
        }
      }
      let values = log.withLock { $0 }
      #expect(values == Array(0..<values.count))
      #expect(watched == nil)
      #expect(subject.value == -1 || subject.value == 199)
    }
  }

  @Test func sinksAttachedWhileAnotherThreadSendsReceiveAnUnbrokenRun() {
    let subject = PassthroughSubject<Int, Never>()
    let runs = Locked([[Int]]())
    let sent = 20_000
    let done = Locked(false)
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      if worker == 0 {
        for value in 0..<sent { subject.send(value) }
        done.withLock { $0 = true }
      } else {
        while !done.withLock({ $0 }) {
          let tracker = Tracker()
          let first = subject.sink { value in tracker.values.withLock { $0.append(value) } }
          let second = subject.sink { _ in }
          second.cancel()
          first.cancel()
          runs.withLock { $0.append(tracker.values.withLock { $0 }) }
        }
      }
    }
    for run in runs.withLock({ $0 }) {
      guard let start = run.first else { continue }
      #expect(run == Array(start..<(start + run.count)))
    }
  }

  @Test func aSinkThatCancelsItselfInsideARecursiveSendIsReleasedWhenTheSendReturns() {
    let subject = PassthroughSubject<Int, Never>()
    weak var watched: Tracker?
    do {
      let tracker = Tracker()
      watched = tracker
      nonisolated(unsafe) var cancellable: AnyCancellable?
      cancellable = subject.sink { value in
        tracker.values.withLock { $0.append(value) }
        if value < 3 {
          subject.send(value + 1)
        } else {
          cancellable?.cancel()
          cancellable = nil
          subject.send(99)
        }
      }
      subject.send(1)
      #expect(tracker.values.withLock { $0 } == [1, 2, 3])
    }
    #expect(watched == nil)
    subject.send(4)
  }

  @Test func aSinkCancelledByAnotherSubscriberOfTheSameSendReceivesNoMore() {
    let subject = PassthroughSubject<Int, Never>()
    let tracker = Tracker()
    nonisolated(unsafe) var second: AnyCancellable?
    let first = subject.sink { value in
      if value == 2 { second = nil }
    }
    second = subject.sink { value in tracker.values.withLock { $0.append(value) } }
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(tracker.values.withLock { $0 } == [1])
    #expect(second == nil)
    first.cancel()
  }

  @Test func aSinkAttachedFromInsideTheSoleSinkReceivesOnlyLaterValues() {
    let subject = PassthroughSubject<Int, Never>()
    let first = Tracker()
    let second = Tracker()
    nonisolated(unsafe) var late: AnyCancellable?
    let cancellable = subject.sink { value in
      first.values.withLock { $0.append(value) }
      if value == 1 {
        late = subject.sink { value in second.values.withLock { $0.append(value) } }
      }
    }
    subject.send(1)
    subject.send(2)
    late?.cancel()
    subject.send(3)
    #expect(first.values.withLock { $0 } == [1, 2, 3])
    #expect(second.values.withLock { $0 } == [2])
    cancellable.cancel()
  }

  @Test func theSoleSinkLeftAfterACancelInsideASendReceivesTheNextValues() {
    let subject = PassthroughSubject<Int, Never>()
    let steady = Tracker()
    nonisolated(unsafe) var leaving: AnyCancellable?
    leaving = subject.sink { value in
      if value == 1 { leaving = nil }
    }
    let cancellable = subject.sink { value in steady.values.withLock { $0.append(value) } }
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(leaving == nil)
    #expect(steady.values.withLock { $0 } == [1, 2, 3])
    cancellable.cancel()
    subject.send(4)
    #expect(steady.values.withLock { $0 } == [1, 2, 3])
  }
}
