import Signals
import Testing

/// As in Combine, an action a timing operator has scheduled keeps the subscriber alive until it
/// has run, even after a cancel; what it then delivers is Combine's choice, checked here.
@Suite(
  "Timing operators keep their subscriber until a scheduled action has run",
  .endsSubscriptions
)
struct StrongCaptureTests {
  typealias Upstream = ManualPublisher<Int, TestError>
  typealias Sink = Subscribers.Sink<Int, TestError>

  /// `receive(on:)` and `delay`, each on a ``TestScheduler``, and how far to advance it for
  /// the scheduled deliveries to run.
  static let deferring:
    [String: @Sendable (Upstream, TestScheduler) -> AnyPublisher<Int, TestError>] = [
      "receive(on:)": { $0.receive(on: $1).eraseToAnyPublisher() },
      "delay": { $0.delay(for: .seconds(1), scheduler: $1).eraseToAnyPublisher() },
    ]

  @Test(arguments: deferring.keys.sorted())
  func aValueScheduledBeforeACancelKeepsTheSinkUntilItHasRun(name: String) throws {
    let make = try #require(Self.deferring[name])
    let scheduler = TestScheduler()
    let upstream = Upstream()
    weak var weakSink: Sink?
    do {
      let sink = Sink(receiveCompletion: { _ in }, receiveValue: { _ in })
      weakSink = sink
      make(upstream, scheduler).subscribe(sink)
      upstream.send(7)
      sink.cancel()
    }
    #expect(weakSink != nil)
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
    scheduler.advance(by: .seconds(1))
    #expect(weakSink == nil)
  }

  @Test(arguments: deferring.keys.sorted())
  func aValueScheduledBeforeACancelIsDropped(name: String) throws {
    let make = try #require(Self.deferring[name])
    let scheduler = TestScheduler()
    let upstream = Upstream()
    let recorder = RecordingSubscriber<Int, TestError>()
    make(upstream, scheduler).subscribe(recorder)
    upstream.send(7)
    recorder.cancel()
    scheduler.advance(by: .seconds(1))
    recorder.expectEvents([.subscription])
  }

  @Test(arguments: deferring.keys.sorted())
  func aCompletionScheduledBeforeACancelIsStillDelivered(name: String) throws {
    let make = try #require(Self.deferring[name])
    let scheduler = TestScheduler()
    let upstream = Upstream()
    let recorder = RecordingSubscriber<Int, TestError>()
    make(upstream, scheduler).subscribe(recorder)
    upstream.send(1)
    upstream.send(completion: .failure(.oops))
    recorder.cancel()
    #expect(recorder.events.count == 1)
    scheduler.advance(by: .seconds(1))
    recorder.expectEvents([.subscription, .value(1), .completion(.failure(.oops))])
    // The upstream had completed: the cancel does not reach it.
    #expect(upstream.subscription?.events == [.requested(.unlimited)])
  }

  @Test(arguments: deferring.keys.sorted())
  func aCompletionScheduledBeforeACancelKeepsTheSinkUntilItIsDelivered(name: String) throws {
    let make = try #require(Self.deferring[name])
    let scheduler = TestScheduler()
    let upstream = Upstream()
    var completions: [Subscribers.Completion<TestError>] = []
    weak var weakSink: Sink?
    do {
      let sink = Sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
      weakSink = sink
      make(upstream, scheduler).subscribe(sink)
      upstream.send(completion: .finished)
    }
    #expect(weakSink != nil)
    scheduler.advance(by: .seconds(1))
    #expect(completions == [.finished])
    #expect(weakSink == nil)
  }

  @Test func subscribeOnKeepsItsSubscriberUntilTheScheduledRequestAndCancelHaveRun() {
    let scheduler = TestScheduler()
    let upstream = Upstream()
    weak var weakRecorder: RecordingSubscriber<Int, TestError>?
    do {
      let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .none)
      weakRecorder = recorder
      upstream.subscribe(on: scheduler).subscribe(recorder)
      scheduler.advance()
      recorder.request(.max(1))
      recorder.cancel()
    }
    #expect(weakRecorder != nil)
    #expect(upstream.subscription?.events == [])
    scheduler.advance()
    #expect(upstream.subscription?.events == [.requested(.max(1)), .cancelled])
    #expect(weakRecorder == nil)
  }

  @Test func debouncesTimerKeepsTheSinkAliveUntilItsTurnEvenAfterACancel() {
    let scheduler = LingeringScheduler()
    let upstream = Upstream()
    weak var weakSink: Sink?
    do {
      let sink = Sink(receiveCompletion: { _ in }, receiveValue: { _ in })
      weakSink = sink
      upstream.debounce(for: .seconds(1), scheduler: scheduler).subscribe(sink)
      upstream.send(1)
      sink.cancel()
    }
    #expect(weakSink != nil)
    scheduler.base.advance(by: .milliseconds(999))
    #expect(weakSink != nil)
    scheduler.base.advance(by: .milliseconds(1))
    #expect(weakSink == nil)
  }

  @Test func debounceDeliversACompletionScheduledBeforeACancel() {
    let scheduler = TestScheduler()
    let upstream = Upstream()
    let recorder = RecordingSubscriber<Int, TestError>()
    upstream.debounce(for: .seconds(1), scheduler: scheduler).subscribe(recorder)
    upstream.send(completion: .finished)
    recorder.cancel()
    scheduler.advance()
    recorder.expectEvents([.subscription, .completion(.finished)])
    #expect(upstream.subscription?.events == [.requested(.unlimited)])
  }

  @Test func timeoutsTimerKeepsTheSinkAliveUntilItsTurnEvenAfterACancel() {
    let scheduler = LingeringScheduler()
    let upstream = Upstream()
    weak var weakSink: Sink?
    do {
      let sink = Sink(receiveCompletion: { _ in }, receiveValue: { _ in })
      weakSink = sink
      upstream.timeout(.seconds(1), scheduler: scheduler).subscribe(sink)
      sink.cancel()
    }
    #expect(weakSink != nil)
    scheduler.base.advance(by: .seconds(1))
    #expect(weakSink == nil)
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }

  @Test func timeoutsScheduledValueAndCompletionKeepTheSinkUntilTheyHaveRun() {
    let scheduler = TestScheduler()
    let upstream = Upstream()
    weak var weakSink: Sink?
    do {
      let sink = Sink(receiveCompletion: { _ in }, receiveValue: { _ in })
      weakSink = sink
      upstream.timeout(.seconds(1), scheduler: scheduler).subscribe(sink)
      upstream.send(5)
      upstream.send(completion: .finished)
      sink.cancel()
    }
    #expect(weakSink != nil)
    #expect(scheduler.pendingActionCount == 2)
    scheduler.advance()
    #expect(weakSink == nil)
  }

  @Test func timeoutDropsAValueAndACompletionScheduledBeforeACancel() {
    let scheduler = TestScheduler()
    let upstream = Upstream()
    let recorder = RecordingSubscriber<Int, TestError>()
    upstream.timeout(.seconds(1), scheduler: scheduler).subscribe(recorder)
    upstream.send(5)
    upstream.send(completion: .finished)
    recorder.cancel()
    scheduler.advance()
    recorder.expectEvents([.subscription])
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }
}
