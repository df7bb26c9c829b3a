import Signals
import Testing

@Suite("Publishers.Sequence", .endsSubscriptions)
struct SequenceTests {
  @Test func deliversAllElementsThenFinishedWithUnlimitedDemand() {
    let recorder = RecordingSubscriber<Int, Never>()

    [1, 2, 3].publisher.subscribe(recorder)

    recorder.expectEvents([
      .subscription, .value(1), .value(2), .value(3), .completion(.finished),
    ])
  }

  @Test func waitsForDemand() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)

    [1, 2, 3].publisher.subscribe(recorder)

    recorder.expectEvents([.subscription])
  }

  @Test func deliversNoMoreThanRequested() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2))

    [1, 2, 3].publisher.subscribe(recorder)

    recorder.expectEvents([.subscription, .value(1), .value(2)])
  }

  @Test func finishesRightAfterTheLastRequestedValue() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2))

    [1, 2, 3].publisher.subscribe(recorder)
    recorder.request(.max(1))

    recorder.expectEvents([
      .subscription, .value(1), .value(2), .value(3), .completion(.finished),
    ])
  }

  @Test func finishesWithoutExtraDemandWhenDemandEqualsCount() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(3))

    [1, 2, 3].publisher.subscribe(recorder)

    recorder.expectEvents([
      .subscription, .value(1), .value(2), .value(3), .completion(.finished),
    ])
  }

  @Test func emptySequenceCompletesAtOnceWithoutDemand() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)

    [Int]().publisher.subscribe(recorder)

    recorder.expectEvents([.subscription, .completion(.finished)])
  }

  @Test func demandReturnedFromReceiveIsHonoured() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))

    [1, 2, 3].publisher.subscribe(recorder)

    recorder.expectEvents([
      .subscription, .value(1), .value(2), .value(3), .completion(.finished),
    ])
  }

  @Test func requestFromInsideReceiveDoesNotRecurse() {
    let subscriber = ReentrantRequester()

    [1, 2, 3, 4, 5].publisher.subscribe(subscriber)

    #expect(subscriber.log == ["value 1", "value 2", "value 3", "value 4", "value 5", "finished"])
    #expect(subscriber.maximumDepth == 1)
  }

  @Test func requestFromInsideReceiveAddsToTheRunningLoopInOrder() {
    let subscriber = ReentrantRequester()

    Array(1...100).publisher.subscribe(subscriber)

    #expect(subscriber.log == (1...100).map { "value \($0)" } + ["finished"])
    #expect(subscriber.maximumDepth == 1)
  }

  @Test func cancelMidStreamStopsDeliveries() {
    let subscription = Locked<(any Subscription)?>(nil)
    let recorder = RecordingSubscriber<Int, Never>(
      onValue: { value in
        if value == 2 { subscription.withLock { $0 }?.cancel() }
      })

    let publisher = [1, 2, 3, 4].publisher
    publisher.subscribe(
      AnySubscriber<Int, Never>(
        receiveSubscription: { received in
          subscription.withLock { $0 = received }
          recorder.receive(subscription: received)
        },
        receiveValue: { recorder.receive($0) },
        receiveCompletion: { recorder.receive(completion: $0) }
      )
    )

    recorder.expectEvents([.subscription, .value(1), .value(2)])
  }

  @Test func cancelInsideTheLastValueSuppressesTheCompletion() {
    let recorder = RecordingSubscriber<Int, Never>(onValue: { _ in })
    let canceller = AnySubscriber<Int, Never>(
      receiveSubscription: { recorder.receive(subscription: $0) },
      receiveValue: { value in
        _ = recorder.receive(value)
        if value == 2 { recorder.cancel() }
        return .none
      },
      receiveCompletion: { recorder.receive(completion: $0) }
    )

    [1, 2].publisher.subscribe(canceller)

    recorder.expectEvents([.subscription, .value(1), .value(2)])
  }

  @Test func cancelBetweenRequestsStopsDeliveries() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))

    [1, 2, 3].publisher.subscribe(recorder)
    recorder.cancel()
    recorder.request(.max(2))

    recorder.expectEvents([.subscription, .value(1)])
  }

  @Test func eachSubscriberWalksTheSequenceFromTheStart() {
    let publisher = [1, 2].publisher
    let first = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    let second = RecordingSubscriber<Int, Never>()

    publisher.subscribe(first)
    publisher.subscribe(second)

    first.expectEvents([.subscription, .value(1)])
    second.expectEvents([.subscription, .value(1), .value(2), .completion(.finished)])
  }
}

/// Requests one value at a time, from inside `receive(_:)`, and records how deeply deliveries
/// nest.
private final class ReentrantRequester: Subscriber, @unchecked Sendable {
  typealias Input = Int
  typealias Failure = Never

  // Deliveries happen on the test's thread only; the lock keeps the type honest anyway.
  private let state = Locked(State())

  private struct State {
    var subscription: (any Subscription)?
    var depth = 0
    var maximumDepth = 0
    var log: [String] = []
  }

  var log: [String] { state.withLock { $0.log } }
  var maximumDepth: Int { state.withLock { $0.maximumDepth } }

  func receive(subscription: any Subscription) {
    state.withLock { $0.subscription = subscription }
    subscription.request(.max(1))
  }

  func receive(_ input: Int) -> Subscribers.Demand {
    let subscription = state.withLock { state in
      state.depth += 1
      state.maximumDepth = max(state.maximumDepth, state.depth)
      state.log.append("value \(input)")
      return state.subscription
    }
    subscription?.request(.max(1))
    state.withLock { $0.depth -= 1 }
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {
    state.withLock { $0.log.append("finished") }
  }
}
