import Foundation
import Signals
import Testing

/// What a debugger or a playground shows for the subscription `publisher` gives a subscriber.
private struct Shown {
  var description: String?
  var playground: String?
  var labels: [String?]?
  var values: [String]

  init<P: Publisher>(_ publisher: P) {
    let subscriber = RecordingSubscriber<P.Output, P.Failure>(initialDemand: .none)
    publisher.subscribe(subscriber)
    self.init(subscriber.subscription)
  }

  init(subscribed subscriber: Any?) {
    self.init(subscriber.map { $0 as Any } ?? "no subscriber")
  }

  init(_ subscription: (any Subscription)?) {
    self.init(subscription.map { $0 as Any } ?? "no subscription")
  }

  init(_ subject: Any) {
    description = (subject as? any CustomStringConvertible)?.description
    playground =
      (subject as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String
    let children = (subject as? any CustomReflectable)?.customMirror.children
    labels = children.map { $0.map(\.label) }
    values = children.map { $0.map { String(describing: $0.value) } } ?? []
  }
}

/// A publisher that keeps the subscriber it is given, as it is, and hands it the empty
/// subscription.
private final class SubscriberCapture<Output>: Publisher {
  typealias Failure = Never
  var subscriber: Any?

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    self.subscriber = subscriber
    subscriber.receive(subscription: Subscriptions.empty)
  }
}

private final class Profile: ObservableObject {
  @Published var name = "Ada"
}

@Suite("Reflection of subscriptions, as in Combine", .endsSubscriptions)
struct CombineReflectionTests {
  @Test func aScanPassesTheUpstreamSubscriptionOnAndShowsItsRunningResult() {
    let upstream = SubscriberCapture<Int>()
    let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.scan(10, +).subscribe(subscriber)
    #expect(Shown(subscriber.subscription).description == "Empty")
    let shown = Shown(subscribed: upstream.subscriber)
    #expect(shown.description == "Scan")
    #expect(shown.playground == "Scan")
    #expect(shown.labels == ["downstream", "result"])
    #expect(shown.values.last == "10")
  }

  @Test func ignoreOutputPassesTheUpstreamSubscriptionOnAndAsksForEverything() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = RecordingSubscriber<Never, Never>(initialDemand: .max(3))
    upstream.ignoreOutput().subscribe(subscriber)
    #expect(upstream.subscription?.events == [.requested(.max(3)), .requested(.unlimited)])
    #expect(upstream.send(1) == .none)
    upstream.send(completion: .finished)
    #expect(subscriber.completion == .finished)
  }

  @Test func removeDuplicatesShowsTheLastValue() {
    let shown = Shown(PassthroughSubject<Int, Never>().removeDuplicates())
    #expect(shown.labels == ["downstream", "last"])
    #expect(shown.values.last == "nil")
  }

  @Test func reducingOperatorsShowResultInitialAndStatus() {
    let subject = PassthroughSubject<Int, Never>()
    for shown in [Shown(subject.count()), Shown(subject.reduce(0, +)), Shown(subject.first())] {
      #expect(shown.labels == ["downstream", "result", "initial", "status"])
    }
    #expect(Shown(subject.count()).description == "Count")
    #expect(Shown(subject.collect()).labels == ["count"])
    #expect(Shown(subject.collect()).values == ["0"])
  }

  @Test func collectByCountShowsItsBufferAndSize() {
    let shown = Shown(PassthroughSubject<Int, Never>().collect(3))
    #expect(shown.labels == ["downstream", "upstreamSubscription", "buffer", "count"])
    #expect(shown.values.suffix(2) == ["[]", "3"])
  }

  @Test func operatorsWithoutStateShowNoChildren() {
    let subject = PassthroughSubject<Int, Never>()
    #expect(Shown(subject.dropFirst()).labels == [])
    #expect(Shown(subject.dropFirst()).description == "Drop")
    #expect(Shown(subject.handleEvents()).labels == [])
    #expect(Shown(subject.append(1)).description == "Concatenate")
    #expect(Shown(subject.append(1)).labels == [])
    #expect(Shown(subject.flatMap { Just($0) }).labels == [])
  }

  @Test func catchShowsItsDownstreamAndDemand() {
    let shown = Shown(Fail<Int, URLError>(error: URLError(.badURL)).catch { _ in Just(0) })
    #expect(shown.description == "Catch")
    #expect(shown.labels == ["downstream", "demand"])
    #expect(shown.values.last == "max(0)")
    #expect(Shown(PassthroughSubject<Int, URLError>().retry(2)).labels == [])
  }

  @Test func oneValuePublishersShowTheirValueUnlabelled() {
    let just = Shown(Just(42))
    #expect(just.description == "Just")
    #expect(just.labels == [nil])
    #expect(just.values == ["42"])
    #expect(Shown(Result<Int, URLError>.Publisher(7)).description == "Once")
    #expect(Shown(Optional(5).publisher).values == ["5"])
  }

  @Test func aSequenceIsNamedByItsElementsUntilItEnds() {
    let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
    [1, 2].publisher.subscribe(subscriber)
    let live = Shown(subscriber.subscription)
    #expect(live.description == "[1, 2]")
    #expect(live.labels == ["sequence"])
    #expect(live.values == ["[1, 2]"])
    subscriber.request(.unlimited)
    let ended = Shown(subscriber.subscription)
    #expect(ended.description == "Sequence")
    #expect(ended.values == ["[]"])
  }

  @Test func aRecordIsNamedCancelledEventsOnceItEnds() {
    let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
    Record(output: [1, 2], completion: .finished).subscribe(subscriber)
    #expect(Shown(subscriber.subscription).labels == ["sequence", "completion"])
    #expect(Shown(subscriber.subscription).values == ["[1, 2]", "finished"])
    subscriber.request(.max(1))
    #expect(Shown(subscriber.subscription).values == ["[1, 2]", "finished"])
    subscriber.request(.max(1))
    let ended = Shown(subscriber.subscription)
    #expect(ended.description == "Cancelled Events")
    #expect(ended.values == ["[]", "finished"])
    subscriber.expectEvents([.subscription, .value(1), .value(2), .completion(.finished)])
  }

  @Test func aSubjectsSubscriptionShowsParentDownstreamDemandAndSubject() {
    let shown = Shown(PassthroughSubject<Int, Never>())
    #expect(shown.description == "PassthroughSubject")
    #expect(shown.labels == ["parent", "downstream", "demand", "subject"])
    #expect(shown.values[2] == "max(0)")
    #expect(Shown(CurrentValueSubject<Int, Never>(1)).values[0] == "CurrentValueSubject")
  }

  @Test func publishedAndObservableObjectSubscriptionsCarryCombinesNames() {
    let profile = Profile()
    let published = Shown(profile.$name)
    #expect(published.description == "PublishedSubject")
    #expect(published.values[0] == "PublishedSubject")
    let willChange = Shown(profile.objectWillChange)
    #expect(willChange.description == "ObservableObjectPublisher")
    #expect(willChange.labels == ["downstream"])
  }

  @Test func debounceShowsItsDemandAndPendingValue() {
    let shown = Shown(
      PassthroughSubject<Int, Never>().debounce(for: .seconds(1), scheduler: TestScheduler())
    )
    #expect(shown.labels == ["downstream", "downstreamDemand", "currentValue"])
    #expect(shown.values.suffix(2) == ["max(0)", "nil"])
  }

  @Test func theEmptySubscriptionIsNamedEmpty() {
    let shown = Shown(Subscriptions.empty)
    #expect(shown.description == "Empty")
    #expect(shown.playground == "Empty")
    #expect(shown.labels == [])
  }

  @Test func aFuturesSubscriptionShowsItsFutureUntilTheResultIsDelivered() {
    var promise: Future<Int, Never>.Promise?
    let future = Future<Int, Never> { promise = $0 }
    let parentDuringDelivery = Locked<String?>(nil)
    let box = Locked<RecordingSubscriber<Int, Never>?>(nil)
    let subscriber = RecordingSubscriber<Int, Never>(onValue: { _ in
      let shown = Shown(box.withLock { $0 }?.subscription)
      parentDuringDelivery.withLock { $0 = shown.values.first }
    })
    box.withLock { $0 = subscriber }
    future.subscribe(subscriber)
    #expect(
      Shown(subscriber.subscription).labels == ["parent", "downstream", "hasAnyDemand", "subject"]
    )
    promise?(.success(1))
    #expect(parentDuringDelivery.withLock { $0 } == "Future")
    #expect(Shown(subscriber.subscription).values.first == "nil")
    box.withLock { $0 = nil }  // the subscriber's closure holds the box
  }

  @Test func aFutureDeliveredOnRequestKeepsShowingItsFuture() {
    var promise: Future<Int, Never>.Promise?
    let future = Future<Int, Never> { promise = $0 }
    let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
    future.subscribe(subscriber)
    promise?(.success(42))
    subscriber.expectEvents([.subscription])
    #expect(Shown(subscriber.subscription).values.first == "Future")
    subscriber.request(.max(1))
    subscriber.expectEvents([.subscription, .value(42), .completion(.finished)])
    #expect(Shown(subscriber.subscription).values.first == "Future")
  }

  @Test func aSubjectsSubscriptionShowsTheDemandLeft() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
    subject.subscribe(subscriber)
    subscriber.request(.max(12))
    subject.send(1)
    #expect(Shown(subscriber.subscription).values[2] == "max(11)")
    subscriber.cancel()
    let ended = Shown(subscriber.subscription)
    #expect(ended.values == ["nil", "nil", "max(11)", "nil"])
  }
}
