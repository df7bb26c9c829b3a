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

/// A publisher that breaks the protocol: it sends a value before subscribing its subscriber.
private struct SendsFirst: Publisher {
  typealias Output = Int
  typealias Failure = Never

  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
    _ = subscriber.receive(1)
    subscriber.receive(subscription: Subscriptions.empty)
  }
}

@Suite("Events that arrive before the subscription", .endsSubscriptions)
struct EarlyEventsTests {
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

  @Test func collectByCountPassesTheCompletionOnAsCombineDoes() {
    let collect = RecordingSubscriber<[Int], Never>()
    CompletesFirst().collect(2).subscribe(collect)
    collect.expectEvents([.completion(.finished)])  // and the link has ended
  }

  @Test func aFilteringOperatorTrapsOnAValueBeforeItsSubscription() async {
    await #expect(processExitsWith: .failure) {
      _ = SendsFirst().removeDuplicates().sink { _ in }
    }
  }

  @Test func aFilteringOperatorTrapsOnACompletionBeforeItsSubscription() async {
    await #expect(processExitsWith: .failure) {
      _ = CompletesFirst().prefix(while: { $0 < 3 }).sink { _ in }
    }
  }

  @Test func otherOperatorsDropAValueBeforeTheirSubscription() {
    let map = RecordingSubscriber<Int, Never>()
    SendsFirst().drop(while: { $0 < 0 }).subscribe(map)
    map.expectEvents([.subscription])
  }
}
