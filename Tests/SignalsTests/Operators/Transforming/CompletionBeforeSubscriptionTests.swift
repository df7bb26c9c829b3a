import Signals
import Testing

/// A publisher that breaks the protocol: it completes its subscriber before subscribing it.
private struct CompletesFirst: Publisher {
  typealias Output = Int
  typealias Failure = Never

  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
    subscriber.receive(completion: .finished)
    subscriber.receive(subscription: Subscriptions.empty)
  }
}

@Suite("A completion that arrives before the subscription")
struct CompletionBeforeSubscriptionTests {
  @Test func oneInOperatorsDropItAsCombineDoes() {
    let dropWhile = RecordingSubscriber<Int, Never>()
    CompletesFirst().drop(while: { $0 < 0 }).subscribe(dropWhile)
    dropWhile.expectEvents([.subscription])

    let tryMap = RecordingSubscriber<Int, any Error>()
    CompletesFirst().tryMap { $0 }.subscribe(tryMap)
    #expect(tryMap.events.count == 1)
    #expect(tryMap.completion == nil)
  }

  @Test func reducingOperatorsDropItAsCombineDoes() {
    let first = RecordingSubscriber<Int, Never>()
    CompletesFirst().first().subscribe(first)
    first.expectEvents([.subscription])

    let last = RecordingSubscriber<Int, Never>()
    CompletesFirst().last().subscribe(last)
    last.expectEvents([.subscription])
  }
}
