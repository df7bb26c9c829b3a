import Dispatch
import Signals
import Testing

/// A sink attached to a subject directly (no subscription object between them), and the turn
/// with which it serialises its calls.
@Suite("Subscribers.Sink attached to a subject", .endsSubscriptions)
struct SinkAttachmentTests {
  final class Token {}

  /// Runs `body` on another thread and waits for it to return.
  static func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global()
      .async {
        body()
        done.signal()
      }
    done.wait()
  }

  @Test func cancelFromInsideTheSinkStopsDeliveryAndReleasesTheClosureAfterItReturns() {
    weak var weakToken: Token?
    let subject = PassthroughSubject<Int, Never>()
    let received = Locked<[Int]>([])
    let held = Locked<AnyCancellable?>(nil)
    let stillAliveInside = Locked(false)
    do {
      let token = Token()
      weakToken = token
      let cancellable = subject.sink { value in
        withExtendedLifetime(token) {}
        received.withLock { $0.append(value) }
        guard value == 1 else { return }
        held.withLock { $0 }?.cancel()
        subject.send(3)  // re-entrant, after the cancel: not delivered
        stillAliveInside.withLock { $0 = weakToken != nil }
      }
      held.withLock { $0 = cancellable }
    }
    subject.send(1)
    subject.send(2)
    #expect(received.withLock { $0 } == [1])
    #expect(stillAliveInside.withLock { $0 })
    #expect(weakToken == nil)
  }

  @Test func aSendFromInsideTheSinkIsDeliveredDepthFirst() {
    let subject = PassthroughSubject<Int, Never>()
    let log = Locked<[String]>([])
    let cancellable = subject.sink { value in
      log.withLock { $0.append("begin \(value)") }
      if value == 1 { subject.send(2) }
      log.withLock { $0.append("end \(value)") }
    }
    subject.send(1)
    #expect(log.withLock { $0 } == ["begin 1", "begin 2", "end 2", "end 1"])
    cancellable.cancel()
  }

  @Test func valuesFromAnotherThreadWhileDeliveringAreDeliveredAfterwardsByTheDeliveringThread() {
    let subject = PassthroughSubject<Int, Never>()
    let log = Locked<[String]>([])
    let deliveringThread = ThreadID.current
    let cancellable = subject.sink { value in
      let here = ThreadID.current == deliveringThread ? "delivering thread" : "other thread"
      log.withLock { $0.append("\(value) on the \(here)") }
      guard value == 1 else { return }
      Self.onAnotherThread {
        subject.send(2)
        subject.send(3)
      }
      log.withLock { $0.append("the other thread returned") }
    }
    subject.send(1)
    #expect(
      log.withLock { $0 } == [
        "1 on the delivering thread", "the other thread returned", "2 on the delivering thread",
        "3 on the delivering thread",
      ]
    )
    cancellable.cancel()
  }

  @Test func aCompletionFromAnotherThreadWhileDeliveringComesAfterTheValue() {
    let subject = PassthroughSubject<Int, Never>()
    let log = Locked<[String]>([])
    let cancellable = subject.sink(
      receiveCompletion: { completion in log.withLock { $0.append("\(completion)") } },
      receiveValue: { value in
        log.withLock { $0.append("begin \(value)") }
        if value == 1 { Self.onAnotherThread { subject.send(completion: .finished) } }
        log.withLock { $0.append("end \(value)") }
      }
    )
    subject.send(1)
    subject.send(2)
    #expect(log.withLock { $0 } == ["begin 1", "end 1", "finished"])
    cancellable.cancel()
  }

  @Test func aCancelFromAnotherThreadWhileDeliveringReleasesTheClosuresOnceTheCallReturns() {
    weak var weakToken: Token?
    let subject = PassthroughSubject<Int, Never>()
    let received = Locked<[Int]>([])
    let completions = Locked(0)
    let held = Locked<AnyCancellable?>(nil)
    let aliveAfterCancel = Locked(false)
    do {
      let token = Token()
      weakToken = token
      let cancellable = subject.sink(
        receiveCompletion: { _ in completions.withLock { $0 += 1 } },
        receiveValue: { value in
          withExtendedLifetime(token) {}
          received.withLock { $0.append(value) }
          guard value == 1, let cancellable = held.withLock({ $0 }) else { return }
          Self.onAnotherThread { cancellable.cancel() }
          aliveAfterCancel.withLock { $0 = weakToken != nil }
        }
      )
      held.withLock { $0 = cancellable }
    }
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(received.withLock { $0 } == [1])
    #expect(completions.withLock { $0 } == 0)
    #expect(aliveAfterCancel.withLock { $0 })
    #expect(weakToken == nil)
    held.withLock { $0 = nil }
  }

  @Test func aSinkCancelledBeforeSubscribingIgnoresTheCancelAsInCombine() {
    let log = Locked<[String]>([])
    let sink = Subscribers.Sink<Int, Never>(
      receiveCompletion: { completion in log.withLock { $0.append("\(completion)") } },
      receiveValue: { value in log.withLock { $0.append("\(value)") } }
    )
    sink.cancel()
    let subject = CurrentValueSubject<Int, Never>(1)
    subject.subscribe(sink)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(log.withLock { $0 } == ["1", "2", "finished"])
  }

  @Test func aSinkCancelledBeforeItsSubscriptionTakesItAndAsksForEverything() {
    let upstream = LatePublisher<Int, Never>()
    var received: [Int] = []
    let cancellable = upstream.sink { received.append($0) }
    cancellable.cancel()
    let subscription = upstream.subscribe()
    upstream.send(5)
    #expect(received == [5])
    #expect(subscription.events == [.requested(.unlimited)])
  }

  @Test func aSinkAttachedToACompletedSubjectReceivesOnlyTheCompletion() {
    let subject = CurrentValueSubject<Int, Never>(1)
    subject.send(completion: .finished)
    let log = Locked<[String]>([])
    let cancellable = subject.sink(
      receiveCompletion: { completion in log.withLock { $0.append("\(completion)") } },
      receiveValue: { value in log.withLock { $0.append("\(value)") } }
    )
    #expect(log.withLock { $0 } == ["finished"])
    cancellable.cancel()
  }

  @Test func aCurrentValueSubjectGivesTheSinkItsValueFirstThenEveryWrite() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let received = Locked<[Int]>([])
    let cancellable = subject.sink { value in received.withLock { $0.append(value) } }
    subject.value = 2
    subject.send(3)
    #expect(received.withLock { $0 } == [1, 2, 3])
    cancellable.cancel()
    subject.send(4)
    #expect(received.withLock { $0 } == [1, 2, 3])
  }

  @Test func theSinkKeepsItsSubjectAliveUntilCancelled() {
    weak var weakSubject: PassthroughSubject<Int, Never>?
    let cancellable: AnyCancellable
    do {
      let subject = PassthroughSubject<Int, Never>()
      weakSubject = subject
      cancellable = subject.sink { _ in }
    }
    #expect(weakSubject != nil)
    cancellable.cancel()
    #expect(weakSubject == nil)
  }

  @Test func cancellingOneOfManySinksLeavesTheOthersInOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let log = Locked<[String]>([])
    let cancellables = (0..<40)
      .map { index in
        subject.sink { value in log.withLock { $0.append("\(index):\(value)") } }
      }
    for index in stride(from: 0, to: 40, by: 2) { cancellables[index].cancel() }
    subject.send(7)
    #expect(log.withLock { $0 } == stride(from: 1, to: 40, by: 2).map { "\($0):7" })
  }

  @Test func sinksCancelledWhileOtherThreadsSendReceiveNothingAfterwards() {
    let subject = PassthroughSubject<Int, Never>()
    let counts = (0..<8).map { _ in Locked(0) }
    let cancellables = counts.map { count in subject.sink { _ in count.withLock { $0 += 1 } } }
    let stop = Locked(false)
    DispatchQueue.concurrentPerform(iterations: 3) { thread in
      guard thread == 0 else {
        while !stop.withLock({ $0 }) { subject.send(thread) }
        return
      }
      for cancellable in cancellables { cancellable.cancel() }
      stop.withLock { $0 = true }
    }
    let afterCancel = counts.map { count in count.withLock { $0 } }
    subject.send(0)
    #expect(counts.map { count in count.withLock { $0 } } == afterCancel)
  }

  @Test func sinksAttachedAndCancelledFromManyThreadsLeaveTheSubjectWhole() {
    let subject = PassthroughSubject<Int, Never>()
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for index in 0..<2_000 {
        let cancellable = subject.sink { _ in }
        if thread == 0 { subject.send(index) }
        cancellable.cancel()
      }
    }
    let received = Locked<[Int]>([])
    let cancellable = subject.sink { value in received.withLock { $0.append(value) } }
    subject.send(1)
    subject.send(2)
    #expect(received.withLock { $0 } == [1, 2])
    cancellable.cancel()
  }

  @Test func anAnyCancellableCancelledFromManyThreadsRunsItsActionOnce() {
    let count = Locked(0)
    let cancellable = AnyCancellable { count.withLock { $0 += 1 } }
    DispatchQueue.concurrentPerform(iterations: 8) { _ in cancellable.cancel() }
    #expect(count.withLock { $0 } == 1)
  }

  @Test func anAnyCancellableWrappingAValueCancelsItOnce() {
    struct Counting: Cancellable {
      let count: Locked<Int>
      func cancel() { count.withLock { $0 += 1 } }
    }
    let count = Locked(0)
    let cancellable = AnyCancellable(Counting(count: count))
    cancellable.cancel()
    cancellable.cancel()
    #expect(count.withLock { $0 } == 1)
  }
}
