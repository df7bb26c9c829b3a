import CombineExt
import Testing

@Suite("Publishers.RetryWhen")
struct RetryWhenTests {
  @Test func eachTriggerValueSubscribesAgainAndItsFinishEndsTheResult() {
    var attempts = 0
    let request = Deferred {
      attempts += 1
      return attempts < 3
        ? Fail<String, TestError>(error: .oops).eraseToAnyPublisher()
        : Just("user").setFailureType(to: TestError.self).eraseToAnyPublisher()
    }
    var values: [String] = []
    var completion: Subscribers.Completion<TestError>?
    let cancellable = request.retryWhen { failures in failures.prefix(5) }
      .sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
    #expect(attempts == 3)
    #expect(values == ["user"])
    #expect(completion == .finished)
    withExtendedLifetime(cancellable) {}
  }

  @Test func aTriggerFailingOfTheSameTypeFailsTheResultAndOneFinishingFinishesIt() {
    var failed: Subscribers.Completion<TestError>?
    var finished: Subscribers.Completion<TestError>?
    let first = Fail<Int, TestError>(error: .oops)
      .retryWhen { failures in failures.tryMap { _ -> Int in throw TestError.oops } }
      .sink(receiveCompletion: { failed = $0 }, receiveValue: { _ in })
    var attempts = 0
    let second = Fail<Int, TestError>(error: .oops)
      .handleEvents(receiveSubscription: { _ in attempts += 1 })
      .retryWhen { failures in failures.prefix(2) }
      .sink(receiveCompletion: { finished = $0 }, receiveValue: { _ in })
    #expect(failed == .failure(.oops))
    #expect(finished == .finished)
    #expect(attempts == 3)
    withExtendedLifetime((first, second)) {}
  }

  @Test func valuesFollowTheDownstreamsDemandAcrossAttempts() {
    var attempts = 0
    let request = Deferred {
      attempts += 1
      return attempts == 1
        ? [1].publisher.setFailureType(to: TestError.self).append(Fail(error: .oops))
          .eraseToAnyPublisher()
        : [2, 3, 4].publisher.setFailureType(to: TestError.self).eraseToAnyPublisher()
    }
    let subscriber = TestSubscriber<Int, TestError>(initialDemand: .max(2))
    request.retryWhen { $0 }.subscribe(subscriber)
    #expect(subscriber.events == [.subscription, .value(1), .value(2)])
    subscriber.request(.max(5))
    #expect(
      subscriber.events == [
        .subscription, .value(1), .value(2), .value(3), .value(4), .completion(.finished),
      ]
    )
  }

  @Test func aFinishedRetryLetsGoOfASubscriberThatKeepsItsSubscription() {
    weak var released: TestSubscriber<Int, TestError>?
    do {
      let subscriber = TestSubscriber<Int, TestError>()
      released = subscriber
      Just(1).setFailureType(to: TestError.self).retryWhen { $0 }.subscribe(subscriber)
      #expect(subscriber.events == [.subscription, .value(1), .completion(.finished)])
    }
    #expect(released == nil)
  }

  @Test func aCancelledRetryLetsGoOfItsSubscriber() {
    let upstream = PassthroughSubject<Int, TestError>()
    weak var released: TestSubscriber<Int, TestError>?
    do {
      let subscriber = TestSubscriber<Int, TestError>()
      released = subscriber
      upstream.retryWhen { $0 }.subscribe(subscriber)
      upstream.send(1)
      subscriber.cancel()
      upstream.send(2)
      #expect(subscriber.events == [.subscription, .value(1)])
    }
    #expect(released == nil)
  }
}
