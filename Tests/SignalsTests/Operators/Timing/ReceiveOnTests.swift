import Dispatch
import Signals
import Testing

@Suite("Publishers.ReceiveOn", .endsSubscriptions)
struct ReceiveOnTests {
  @Test func subscribesAndRequestsSynchronouslyButDeliversOnTheScheduler() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .max(2))

    upstream.receive(on: scheduler).subscribe(recorder)
    recorder.expectEvents([.subscription])
    #expect(upstream.subscription?.events == [.requested(.max(2))])

    upstream.send(1)
    upstream.send(2)
    upstream.send(completion: .failure(.oops))
    recorder.expectEvents([.subscription])

    scheduler.advance()
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.failure(.oops))])
  }

  @Test func demandReturnedFromValuesGoesUpstream() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))

    upstream.receive(on: scheduler).subscribe(recorder)
    upstream.send(7)
    scheduler.advance()

    #expect(recorder.values == [7])
    #expect(upstream.subscription?.events == [.requested(.max(1)), .requested(.max(1))])
  }

  @Test func cancelGoesUpstreamAndDropsPendingDeliveries() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()

    upstream.receive(on: scheduler).subscribe(recorder)
    upstream.send(1)
    recorder.cancel()
    scheduler.advance()

    recorder.expectEvents([.subscription])
    #expect(upstream.subscription?.isCancelled == true)
  }

  @Test func cancelReleasesTheDownstreamWhileDeliveriesArePending() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    final class Token {}
    weak var weakToken: Token?
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      weakToken = token
      cancellable = subject.receive(on: scheduler).sink { _ in _ = token }
    }
    subject.send(1)
    cancellable?.cancel()
    #expect(weakToken == nil)
    #expect(scheduler.pendingActionCount == 1)
  }

  @Test func deliversOnADispatchQueue() {
    let queue = DispatchQueue(label: "ReceiveOnTests")
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 1)
    let done = DispatchSemaphore(value: 0)
    let onQueue = Locked([Bool]())
    let cancellable = [1, 2, 3].publisher
      .receive(on: queue)
      .sink(
        receiveCompletion: { _ in done.signal() },
        receiveValue: { _ in
          let isOnQueue = DispatchQueue.getSpecific(key: key) == 1
          onQueue.withLock { $0.append(isOnQueue) }
        }
      )
    #expect(done.wait(timeout: .now() + 30) == .success)
    #expect(onQueue.withLock { $0 } == [true, true, true])
    cancellable.cancel()
  }

  @Test func manyThreadsKeepTheirOrderAndNeverDeliverConcurrently() {
    let queue = DispatchQueue(label: "ReceiveOnTests.stress")
    let subject = PassthroughSubject<(thread: Int, index: Int), Never>()
    let threads = 4
    let perThread = 500
    let received = Locked([[Int]](repeating: [], count: threads))
    let inFlight = Locked((now: 0, maximum: 0))
    let done = DispatchSemaphore(value: 0)
    let cancellable = subject.receive(on: queue)
      .sink { value in
        inFlight.withLock {
          $0.now += 1
          $0.maximum = max($0.maximum, $0.now)
        }
        let count = received.withLock { received in
          received[value.thread].append(value.index)
          return received.reduce(0) { $0 + $1.count }
        }
        inFlight.withLock { $0.now -= 1 }
        if count == threads * perThread { done.signal() }
      }
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<perThread { subject.send((thread, index)) }
    }
    #expect(done.wait(timeout: .now() + 30) == .success)
    #expect(received.withLock { $0 } == Array(repeating: Array(0..<perThread), count: threads))
    #expect(inFlight.withLock { $0.maximum } == 1)
    cancellable.cancel()
  }

  @Test func aConcurrentQueueStillNeverDeliversConcurrently() {
    let queue = DispatchQueue(label: "ReceiveOnTests.concurrent", attributes: .concurrent)
    let subject = PassthroughSubject<Int, Never>()
    let received = Locked(Set<Int>())
    let inFlight = Locked((now: 0, maximum: 0))
    let done = DispatchSemaphore(value: 0)
    let cancellable = subject.receive(on: queue)
      .sink { value in
        inFlight.withLock {
          $0.now += 1
          $0.maximum = max($0.maximum, $0.now)
        }
        let count = received.withLock {
          $0.insert(value)
          return $0.count
        }
        inFlight.withLock { $0.now -= 1 }
        if count == 1_000 { done.signal() }
      }
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for index in 0..<250 { subject.send(thread * 250 + index) }
    }
    #expect(done.wait(timeout: .now() + 30) == .success)
    #expect(received.withLock { $0 } == Set(0..<1_000))
    #expect(inFlight.withLock { $0.maximum } == 1)
    cancellable.cancel()
  }

  @Test func requestingNothingIsPassedOnAsCombineDoes() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.receive(on: ImmediateScheduler.shared).subscribe(recorder)
    recorder.request(.max(2))
    recorder.request(.none)
    #expect(upstream.subscription?.events == [.requested(.max(2)), .requested(.none)])
  }
}
