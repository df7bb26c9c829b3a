import Dispatch
import Signals
import Testing

@Suite("Publishers.SubscribeOn", .endsSubscriptions)
struct SubscribeOnTests {
  @Test func subscribesRequestsAndCancelsOnTheScheduler() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(3))

    upstream.subscribe(on: scheduler).subscribe(recorder)
    #expect(upstream.subscriptionCount == 0)
    recorder.expectEvents([])

    // The request made while subscribing is scheduled for the same instant, so it runs too.
    scheduler.advance()
    #expect(upstream.subscriptionCount == 1)
    recorder.expectEvents([.subscription])
    #expect(upstream.subscription?.events == [.requested(.max(3))])

    recorder.request(.max(1))
    #expect(upstream.subscription?.events == [.requested(.max(3))])
    scheduler.advance()
    #expect(upstream.subscription?.events == [.requested(.max(3)), .requested(.max(1))])

    recorder.cancel()
    #expect(upstream.subscription?.isCancelled == false)
    scheduler.advance()
    #expect(
      upstream.subscription?.events == [.requested(.max(3)), .requested(.max(1)), .cancelled]
    )
  }

  @Test func valuesAndCompletionPassStraightThrough() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(demandPerValue: .max(2))

    upstream.subscribe(on: scheduler).subscribe(recorder)
    scheduler.advance()
    #expect(upstream.send(1) == .max(2))
    upstream.send(completion: .failure(.oops))

    recorder.expectEvents([.subscription, .value(1), .completion(.failure(.oops))])
  }

  @Test func worksWithADispatchQueue() {
    let queue = DispatchQueue(label: "SubscribeOnTests")
    let done = DispatchSemaphore(value: 0)
    let values = Locked([Int]())
    let cancellable = [1, 2, 3].publisher
      .subscribe(on: queue)
      .sink(
        receiveCompletion: { _ in done.signal() },
        receiveValue: { value in values.withLock { $0.append(value) } }
      )
    #expect(done.wait(timeout: .now() + 30) == .success)
    #expect(values.withLock { $0 } == [1, 2, 3])
    cancellable.cancel()
  }

  @Test func aRequestFromInsideTheUpstreamsRequestTrapsAsInCombine() async {
    await #expect(processExitsWith: .failure) {
      // Asks for one value at a time from inside `receive(_:)`, while the sequence is still
      // delivering from inside its `request(_:)`.
      let subscriber = OneAtATime()
      [1, 2, 3].publisher.subscribe(on: ImmediateScheduler.shared).subscribe(subscriber)
    }
  }

  @Test func aCancelFromInsideTheUpstreamsRequestIsMadeAtOnce() {
    let subscriber = OneAtATime(cancelsAfterFirst: true)
    [1, 2, 3].publisher.subscribe(on: ImmediateScheduler.shared).subscribe(subscriber)
    #expect(subscriber.values == [1])
  }

  @Test func aRequestFromAnotherThreadWaitsForTheRunningOneWithoutBlocking() {
    let upstream = BlockingUpstream()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.subscribe(on: ImmediateScheduler.shared).subscribe(recorder)
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global()
      .async {
        recorder.request(.max(1))
        finished.signal()
      }
    #expect(upstream.entered.wait(timeout: .now() + 30) == .success)
    // Returns at once, and the upstream sees nothing until the running request returns.
    recorder.request(.max(2))
    #expect(upstream.calls == ["begin max(1)"])
    upstream.release.signal()
    #expect(finished.wait(timeout: .now() + 30) == .success)
    #expect(upstream.calls == ["begin max(1)", "end max(1)", "begin max(2)", "end max(2)"])
  }
}

/// Asks for one value when subscribed, and for one more from inside each `receive(_:)`, as
/// demand-driven code does; or cancels after the first value.
private final class OneAtATime: Subscriber, @unchecked Sendable {
  typealias Input = Int
  typealias Failure = Never

  // Every mutable property lives in `state`.
  private let state = Locked(State())
  private let cancelsAfterFirst: Bool

  private struct State {
    var subscription: (any Subscription)?
    var values: [Int] = []
  }

  init(cancelsAfterFirst: Bool = false) {
    self.cancelsAfterFirst = cancelsAfterFirst
  }

  var values: [Int] { state.withLock { $0.values } }

  func receive(subscription: any Subscription) {
    state.withLock { $0.subscription = subscription }
    subscription.request(.max(1))
  }

  func receive(_ input: Int) -> Subscribers.Demand {
    let subscription = state.withLock { state in
      state.values.append(input)
      return state.subscription
    }
    if cancelsAfterFirst {
      subscription?.cancel()
    } else {
      subscription?.request(.max(1))
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {}
}

/// A publisher whose subscription's first request waits for `release` (after signalling
/// `entered`), and which records when each request begins and ends.
private final class BlockingUpstream: Publisher, Subscription, @unchecked Sendable {
  typealias Output = Int
  typealias Failure = Never

  let entered = DispatchSemaphore(value: 0)
  let release = DispatchSemaphore(value: 0)
  // Every mutable property lives in `state`.
  private let state = Locked([String]())

  var calls: [String] { state.withLock { $0 } }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
    subscriber.receive(subscription: self)
  }

  func request(_ demand: Subscribers.Demand) {
    let first = state.withLock { calls in
      calls.append("begin \(demand)")
      return calls.count == 1
    }
    if first {
      entered.signal()
      release.wait()
    }
    state.withLock { $0.append("end \(demand)") }
  }

  func cancel() {}
}
