import Signals
import Testing

@Suite("Leaks", .endsSubscriptions)
struct LeakTests {
  // MARK: Subjects

  @Test func subjectWithoutSubscribersIsFreed() {
    weak var weakSubject: PassthroughSubject<Int, Never>?

    do {
      let subject = PassthroughSubject<Int, Never>()
      weakSubject = subject
      subject.send(1)
    }

    #expect(weakSubject == nil)
  }

  @Test func subjectKeptAliveBySubscriptionIsFreedAfterCancel() {
    weak var weakSubject: CurrentValueSubject<Int, Never>?
    let cancellable: AnyCancellable

    do {
      let subject = CurrentValueSubject<Int, Never>(0)
      weakSubject = subject
      cancellable = subject.sink { _ in }
    }
    #expect(weakSubject != nil)
    cancellable.cancel()

    #expect(weakSubject == nil)
  }

  @Test func subjectIsFreedAfterCompletionThoughTheCancellableLives() {
    weak var weakSubject: PassthroughSubject<Int, Never>?
    let cancellable: AnyCancellable

    do {
      let subject = PassthroughSubject<Int, Never>()
      weakSubject = subject
      cancellable = subject.sink { _ in }
      subject.send(completion: .finished)
    }

    #expect(weakSubject == nil)
    withExtendedLifetime(cancellable) {}
  }

  // MARK: Subscriptions (conduits)

  @Test func subjectSubscriptionAndSubscriberAreFreedAfterCancel() {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakCatcher: SubscriptionCatcher<Int, Never>?
    weak var weakSubscription: AnyObject?

    do {
      let catcher = SubscriptionCatcher<Int, Never>()
      subject.subscribe(catcher)
      weakCatcher = catcher
      weakSubscription = catcher.subscription
      subject.send(1)
      #expect(catcher.values == [1])
      catcher.cancel()
    }

    #expect(weakSubscription == nil)
    #expect(weakCatcher == nil)
  }

  @Test func subjectSubscriptionAndSubscriberAreFreedAfterCompletion() {
    let subject = CurrentValueSubject<Int, TestError>(0)
    weak var weakCatcher: SubscriptionCatcher<Int, TestError>?
    weak var weakSubscription: AnyObject?

    do {
      let catcher = SubscriptionCatcher<Int, TestError>()
      subject.subscribe(catcher)
      weakCatcher = catcher
      weakSubscription = catcher.subscription
    }
    #expect(weakCatcher != nil)
    subject.send(completion: .failure(.oops))

    #expect(weakSubscription == nil)
    #expect(weakCatcher == nil)
  }

  @Test func subscriberWithoutCancelIsKeptWhileTheSubjectLives() {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakCatcher: SubscriptionCatcher<Int, Never>?

    do {
      let catcher = SubscriptionCatcher<Int, Never>()
      subject.subscribe(catcher)
      weakCatcher = catcher
    }
    subject.send(5)

    #expect(weakCatcher?.values == [5])
    weakCatcher?.cancel()
    #expect(weakCatcher == nil)
  }

  @Test func sequenceSubscriptionIsFreedAfterCompletion() {
    weak var weakSubscription: AnyObject?
    let catcher = SubscriptionCatcher<Int, Never>(initialDemand: .max(1))

    do {
      [1, 2].publisher.subscribe(catcher)
      weakSubscription = catcher.subscription
      #expect(weakSubscription != nil)
      catcher.request(.max(1))
    }

    #expect(catcher.values == [1, 2])
    #expect(catcher.finished)
    #expect(weakSubscription == nil)
  }

  @Test func justSubscriptionIsFreedAfterCancel() {
    weak var weakSubscription: AnyObject?
    weak var weakCatcher: SubscriptionCatcher<Int, Never>?

    do {
      let catcher = SubscriptionCatcher<Int, Never>(initialDemand: .none)
      Just(1).subscribe(catcher)
      weakCatcher = catcher
      weakSubscription = catcher.subscription
      catcher.cancel()
    }

    #expect(weakSubscription == nil)
    #expect(weakCatcher == nil)
  }

  @Test func unfulfilledFutureAndItsSubscriberAreFreedAfterCancel() {
    weak var weakFuture: Future<Int, Never>?
    weak var weakCatcher: SubscriptionCatcher<Int, Never>?
    weak var weakSubscription: AnyObject?

    do {
      let future = Future<Int, Never> { _ in }
      let catcher = SubscriptionCatcher<Int, Never>()
      future.subscribe(catcher)
      weakFuture = future
      weakCatcher = catcher
      weakSubscription = catcher.subscription
      catcher.cancel()
    }

    #expect(weakSubscription == nil)
    #expect(weakCatcher == nil)
    #expect(weakFuture == nil)
  }

  @Test func fulfilledFutureReleasesItsSubscribers() {
    let stored = Locked<Future<Int, Never>.Promise?>(nil)
    let future = Future<Int, Never> { promise in stored.withLock { $0 = promise } }
    weak var weakCatcher: SubscriptionCatcher<Int, Never>?

    do {
      let catcher = SubscriptionCatcher<Int, Never>()
      future.subscribe(catcher)
      weakCatcher = catcher
    }
    #expect(weakCatcher != nil)
    stored.withLock { $0 }?(.success(1))

    #expect(weakCatcher == nil)
  }

  @Test func fulfilledFutureIsFreedAfterDelivering() {
    weak var weakFuture: Future<Int, Never>?
    weak var weakCancellable: AnyCancellable?
    let seen = Locked<[Int]>([])

    do {
      let future = Future<Int, Never> { promise in promise(.success(1)) }
      weakFuture = future
      let cancellable = future.sink { value in seen.withLock { $0.append(value) } }
      weakCancellable = cancellable
    }

    #expect(seen.withLock { $0 } == [1])
    #expect(weakCancellable == nil)
    #expect(weakFuture == nil)
  }

  // MARK: Sinks and AnyCancellable

  @Test func sinkIsFreedAfterCancelWhileTheSubjectLives() {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakSink: Subscribers.Sink<Int, Never>?
    let cancellable: AnyCancellable

    do {
      let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
      subject.subscribe(sink)
      weakSink = sink
      cancellable = AnyCancellable(sink)
    }
    #expect(weakSink != nil)
    cancellable.cancel()

    #expect(weakSink == nil)
  }

  @Test func sinkReleasesItsClosuresOnCompletion() {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakProbe: Probe?
    let cancellable: AnyCancellable

    do {
      let probe = Probe()
      weakProbe = probe
      cancellable = subject.sink(
        receiveCompletion: { _ in probe.touch() },
        receiveValue: { _ in probe.touch() }
      )
    }
    subject.send(1)
    #expect(weakProbe?.touches == 1)
    subject.send(completion: .finished)

    #expect(weakProbe == nil)
    withExtendedLifetime(cancellable) {}
  }

  @Test func sinkReleasesItsClosuresOnCancel() {
    let subject = CurrentValueSubject<Int, Never>(0)
    weak var weakProbe: Probe?
    let cancellable: AnyCancellable

    do {
      let probe = Probe()
      weakProbe = probe
      cancellable = subject.sink { _ in probe.touch() }
    }
    #expect(weakProbe?.touches == 1)
    cancellable.cancel()

    #expect(weakProbe == nil)
    withExtendedLifetime(cancellable) {}
  }

  @Test func releasedAnyCancellableIsFreedAndCancels() {
    let subject = PassthroughSubject<Int, Never>()
    let seen = Locked<[Int]>([])
    weak var weakCancellable: AnyCancellable?

    do {
      let cancellable = subject.sink { value in seen.withLock { $0.append(value) } }
      weakCancellable = cancellable
      subject.send(1)
    }
    subject.send(2)

    #expect(weakCancellable == nil)
    #expect(seen.withLock { $0 } == [1])
  }

  @Test func cancellablesInASetAreFreedWhenTheSetIsEmptied() {
    let subject = PassthroughSubject<Int, Never>()
    var cancellables = Set<AnyCancellable>()
    weak var weakFirst: AnyCancellable?
    weak var weakSecond: AnyCancellable?
    weak var weakProbe: Probe?

    do {
      let probe = Probe()
      weakProbe = probe
      let first = subject.sink { _ in probe.touch() }
      let second = subject.sink { _ in probe.touch() }
      weakFirst = first
      weakSecond = second
      first.store(in: &cancellables)
      second.store(in: &cancellables)
    }
    subject.send(1)
    #expect(weakProbe?.touches == 2)
    cancellables.removeAll()

    #expect(weakFirst == nil)
    #expect(weakSecond == nil)
    #expect(weakProbe == nil)
  }

  // MARK: Observable objects

  @Test func observableObjectIsFreedWhileItsObjectWillChangeIsObserved() {
    weak var weakModel: CounterModel?
    let cancellable: AnyCancellable

    do {
      let model = CounterModel()
      weakModel = model
      cancellable = model.objectWillChange.sink {}
      model.count = 1
    }

    #expect(weakModel == nil)
    withExtendedLifetime(cancellable) {}
  }

  @Test func observableObjectIsFreedWhileItsProjectedPublisherIsObserved() {
    weak var weakModel: CounterModel?
    let recorder = RecordingSubscriber<Int, Never>()

    do {
      let model = CounterModel()
      weakModel = model
      model.$count.subscribe(recorder)
      model.count = 1
    }

    #expect(weakModel == nil)
    recorder.expectEvents([.subscription, .value(0), .value(1)])
  }

  @Test func viewModelWithWeakSelfSinksIsFreedAndCancelsItsSubscriptions() {
    let source = PassthroughSubject<Int, Never>()
    let cancellations = Locked(0)
    weak var weakModel: SinkingViewModel?

    do {
      let model = SinkingViewModel(
        source: TrackingPublisher(upstream: source, cancellations: cancellations)
      )
      weakModel = model
      source.send(3)
      #expect(model.count == 3)
      #expect(model.renders == [0, 3])
      #expect(model.willChanges == 1)
    }

    #expect(weakModel == nil)
    #expect(cancellations.withLock { $0 } == 1)
    source.send(4)
  }

  @Test func viewModelUsingAssignToPublishedIsFreedAndCancelsTheUpstream() {
    let source = CurrentValueSubject<String, Never>("a")
    let cancellations = Locked(0)
    let forwarded = Locked(0)
    weak var weakModel: AssigningViewModel?

    do {
      let model = AssigningViewModel(
        source: TrackingPublisher(
          upstream: source,
          cancellations: cancellations,
          forwarded: forwarded
        )
      )
      weakModel = model
      source.send("b")
      #expect(model.text == "b")
    }

    #expect(weakModel == nil)
    #expect(cancellations.withLock { $0 } == 1)
    source.send("c")
    #expect(forwarded.withLock { $0 } == 2)
  }
}

/// An object to capture in closures, so that a weak reference shows when they are released.
private final class Probe: @unchecked Sendable {
  private let count = Locked(0)

  var touches: Int { count.withLock { $0 } }

  func touch() {
    count.withLock { $0 += 1 }
  }
}

/// A subscriber that, like `Sink`, holds its subscription until it completes or cancels, and
/// then lets go of it, so that a weak reference shows whether the publisher frees it too.
private final class SubscriptionCatcher<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  private let state = Locked(State())
  private let initialDemand: Subscribers.Demand

  private struct State {
    var subscription: (any Subscription)?
    var values: [Input] = []
    var finished = false
  }

  init(initialDemand: Subscribers.Demand = .unlimited) {
    self.initialDemand = initialDemand
  }

  /// The subscription while it is held, as an object for a weak reference.
  var subscription: AnyObject? { state.withLock { $0.subscription } as AnyObject? }
  var values: [Input] { state.withLock { $0.values } }
  var finished: Bool { state.withLock { $0.finished } }

  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.subscription }?.request(demand)
  }

  func cancel() {
    let subscription = state.withLock { state in
      defer { state.subscription = nil }
      return state.subscription
    }
    subscription?.cancel()
  }

  func receive(subscription: any Subscription) {
    state.withLock { $0.subscription = subscription }
    if initialDemand > 0 { subscription.request(initialDemand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    state.withLock { $0.values.append(input) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let subscription = state.withLock { state in
      defer {
        state.subscription = nil
        state.finished = true
      }
      return state.subscription
    }
    withExtendedLifetime(subscription) {}
  }
}

/// Passes an upstream through unchanged, counting cancellations and forwarded values.
private struct TrackingPublisher<Upstream: Publisher>: Publisher {
  typealias Output = Upstream.Output
  typealias Failure = Upstream.Failure

  let upstream: Upstream
  let cancellations: Locked<Int>
  var forwarded = Locked(0)

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    upstream.subscribe(
      TrackingLink(downstream: subscriber, cancellations: cancellations, forwarded: forwarded)
    )
  }
}

private final class TrackingLink<Downstream: Subscriber>: Subscriber, Subscription,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let cancellations: Locked<Int>
  private let forwarded: Locked<Int>
  private let upstream = Locked<(any Subscription)?>(nil)

  init(downstream: Downstream, cancellations: Locked<Int>, forwarded: Locked<Int>) {
    self.downstream = downstream
    self.cancellations = cancellations
    self.forwarded = forwarded
  }

  func receive(subscription: any Subscription) {
    upstream.withLock { $0 = subscription }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    forwarded.withLock { $0 += 1 }
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    upstream.withLock { $0 }?.request(demand)
  }

  func cancel() {
    cancellations.withLock { $0 += 1 }
    let subscription = upstream.withLock { upstream in
      defer { upstream = nil }
      return upstream
    }
    subscription?.cancel()
  }
}

private final class CounterModel: ObservableObject {
  @Published var count = 0
}

/// A view model in the usual shape: it feeds `@Published` state from a source and reacts to its
/// own changes, capturing itself weakly and keeping its cancellables in a set.
private final class SinkingViewModel: ObservableObject {
  @Published var count = 0
  private(set) var renders: [Int] = []
  private(set) var willChanges = 0
  private var cancellables = Set<AnyCancellable>()

  init(source: some Publisher<Int, Never>) {
    objectWillChange
      .sink { [weak self] in self?.willChanges += 1 }
      .store(in: &cancellables)
    source
      .sink { [weak self] value in self?.count = value }
      .store(in: &cancellables)
    $count
      .sink { [weak self] value in self?.renders.append(value) }
      .store(in: &cancellables)
  }
}

/// A view model fed with `assign(to: &$text)`, which needs no cancellable.
private final class AssigningViewModel: ObservableObject {
  @Published var text = ""

  init(source: some Publisher<String, Never>) {
    source.assign(to: &$text)
  }
}
