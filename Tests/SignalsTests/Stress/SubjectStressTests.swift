import Dispatch
import Signals
import Testing

/// Bounded stress tests in which several threads send, subscribe and cancel at once.
///
/// They also run under `swift test --sanitize=thread` in CI.
@Suite("Subject stress", .endsSubscriptions)
struct SubjectStressTests {
  /// Counts deliveries and records whether two ever overlapped for one subscriber.
  final class OverlapDetector: @unchecked Sendable {
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

  @Test func concurrentSendsLoseNothingAndNeverOverlap() {
    let subject = PassthroughSubject<Int, Never>()
    let detector = OverlapDetector()
    let cancellable = subject.sink { detector.receive($0) }
    let threads = 4
    let perThread = 5_000
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<perThread { subject.send(thread * perThread + index) }
    }
    #expect(detector.overlaps == 0)
    #expect(detector.values.sorted() == Array(0..<(threads * perThread)))
    cancellable.cancel()
  }

  @Test func eachThreadsValuesArriveInTheOrderSent() {
    let subject = PassthroughSubject<Int, Never>()
    let detector = OverlapDetector()
    let cancellable = subject.sink { detector.receive($0) }
    DispatchQueue.concurrentPerform(iterations: 3) { thread in
      for index in 0..<3_000 { subject.send(thread * 10_000 + index) }
    }
    let values = detector.values
    for thread in 0..<3 {
      let mine = values.filter { $0 / 10_000 == thread }
      #expect(mine == Array((thread * 10_000)..<(thread * 10_000 + 3_000)))
    }
    cancellable.cancel()
  }

  @Test func subscribeAndCancelWhileSendingKeepsTheSteadySubscriberWhole() {
    let subject = PassthroughSubject<Int, Never>()
    let steady = OverlapDetector()
    let cancellable = subject.sink { steady.receive($0) }
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      if worker < 2 {
        for index in 0..<5_000 { subject.send(worker * 5_000 + index) }
      } else {
        for _ in 0..<2_000 {
          let transient = subject.sink { _ in }
          transient.cancel()
        }
      }
    }
    #expect(steady.overlaps == 0)
    #expect(steady.values.sorted() == Array(0..<10_000))
    cancellable.cancel()
  }

  @Test func currentValueSubjectConcurrentWritesKeepOneOfTheWrittenValues() {
    let subject = CurrentValueSubject<Int, Never>(-1)
    let detector = OverlapDetector()
    let cancellable = subject.sink { detector.receive($0) }
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for index in 0..<2_500 { subject.value = thread * 2_500 + index }
    }
    #expect(detector.overlaps == 0)
    #expect(detector.values.count == 10_001)
    #expect(detector.values.sorted() == Array(-1..<10_000))
    cancellable.cancel()
  }

  @Test func subjectsSendingToEachOtherFromTwoThreadsDoNotDeadlock() {
    let ping = PassthroughSubject<Int, Never>()
    let pong = PassthroughSubject<Int, Never>()
    let received = Locked(0)
    let pingToPong = ping.sink { value in
      received.withLock { $0 += 1 }
      if value > 0 { pong.send(value - 1) }
    }
    let pongToPing = pong.sink { value in
      received.withLock { $0 += 1 }
      if value > 0 { ping.send(value - 1) }
    }
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      for _ in 0..<500 {
        if thread == 0 { ping.send(4) } else { pong.send(4) }
      }
    }
    #expect(received.withLock { $0 } == 2 * 500 * 5)
    withExtendedLifetime((pingToPong, pongToPing)) {}
  }

  @Test func completionRacingSendsIsDeliveredOnceAndLast() {
    for _ in 0..<50 {
      let subject = PassthroughSubject<Int, Never>()
      let recorder = RecordingSubscriber<Int, Never>()
      subject.subscribe(recorder)
      DispatchQueue.concurrentPerform(iterations: 3) { thread in
        if thread == 2 {
          subject.send(completion: .finished)
        } else {
          for index in 0..<200 { subject.send(index) }
        }
      }
      let events = recorder.events
      let completions = events.filter { if case .completion = $0 { true } else { false } }
      #expect(completions.count == 1)
      if case .completion = events.last {} else { Issue.record("completion was not last") }
    }
  }
}
