import Signals
import Testing

/// Every timing operator, cancelled mid-stream with work still waiting on the scheduler, cancels
/// its upstream, and what the sink's closures hold is released at once (the sink itself may wait
/// for a scheduled action to run, as in Combine: see ``StrongCaptureTests``).
@Suite("Timing operators release on cancel", .endsSubscriptions)
struct TimingReleaseTests {
  typealias Upstream = ManualPublisher<Int, Never>
  typealias Operator = @Sendable (Upstream, TestScheduler, @escaping () -> Void) -> AnyCancellable

  static let operators: [String: Operator] = [
    "receive(on:)": { $0.receive(on: $1).sink(receiveValue: ignoring($2)) },
    "subscribe(on:)": { $0.subscribe(on: $1).sink(receiveValue: ignoring($2)) },
    "delay": { $0.delay(for: .seconds(1), scheduler: $1).sink(receiveValue: ignoring($2)) },
    "debounce": { $0.debounce(for: .seconds(1), scheduler: $1).sink(receiveValue: ignoring($2)) },
    "throttle": {
      $0.throttle(for: .seconds(1), scheduler: $1, latest: true).sink(receiveValue: ignoring($2))
    },
    "timeout": { $0.timeout(.seconds(1), scheduler: $1).sink(receiveValue: ignoring($2)) },
    "collect(.byTime)": {
      $0.collect(.byTime($1, .seconds(1))).sink(receiveValue: ignoring($2))
    },
    "measureInterval": { $0.measureInterval(using: $1).sink(receiveValue: ignoring($2)) },
  ]

  /// A value handler that keeps `keep` (and what it captures) alive as long as the handler.
  static func ignoring<T>(_ keep: @escaping () -> Void) -> (T) -> Void {
    { _ in keep() }
  }

  @Test(arguments: operators.keys.sorted())
  func cancelReleasesTheSubscriberAndCancelsUpstream(name: String) throws {
    let make = try #require(Self.operators[name])
    let scheduler = TestScheduler()
    let upstream = Upstream()
    final class Token {}
    weak var weakToken: Token?
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      weakToken = token
      cancellable = make(upstream, scheduler) { _ = token }
    }
    scheduler.advance()
    upstream.send(1)
    upstream.send(2)
    cancellable?.cancel()
    #expect(weakToken == nil)
    scheduler.advance()
    #expect(upstream.subscription?.isCancelled == true)
    upstream.send(3)
    scheduler.advance(by: .seconds(5))
    #expect(weakToken == nil)
  }

  /// As in Combine, a subscription keeps what it needs (the scheduler, the interval), not the
  /// publisher it subscribed to: an upstream that keeps its subscriber (as a subject or a
  /// hand-written publisher does) goes once nothing else holds it, though the sink lives on.
  @Test(arguments: operators.keys.sorted())
  func theSubscriptionDoesNotHoldTheUpstream(name: String) throws {
    let make = try #require(Self.operators[name])
    let scheduler = TestScheduler()
    weak var weakUpstream: Upstream?
    let cancellable: AnyCancellable
    do {
      let upstream = Upstream()
      weakUpstream = upstream
      cancellable = make(upstream, scheduler) {}
      scheduler.advance()
      upstream.send(1)
    }
    #expect(weakUpstream == nil)
    cancellable.cancel()
    scheduler.advance(by: .seconds(5))
  }
}
