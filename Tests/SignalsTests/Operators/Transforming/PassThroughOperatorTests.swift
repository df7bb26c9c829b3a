import Signals
import Testing

/// A publisher that records the subscriber attached to it and hands it a recording subscription.
private final class SubscriberProbe<Output, Failure: Error>: Publisher, @unchecked Sendable {
  // Every mutable property lives in `state`.
  private let state = Locked(State())

  private struct State {
    var names: [String] = []
    var identifiers: [CombineIdentifier] = []
  }

  /// The description of each subscriber attached, in order.
  var names: [String] { state.withLock { $0.names } }

  /// The identifier of each subscriber attached, in order.
  var identifiers: [CombineIdentifier] { state.withLock { $0.identifiers } }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    state.withLock { state in
      state.names.append(String(describing: subscriber))
      state.identifiers.append(subscriber.combineIdentifier)
    }
    subscriber.receive(subscription: RecordingSubscription())
  }
}

/// The operators whose per-value work needs no state (`map`, `filter`, `compactMap`, `mapError`,
/// `setFailureType`, the key-path maps, `assertNoFailure`) attach a plain subscriber upstream and
/// hand the upstream's own subscription to the downstream, as Combine does.
@Suite("Pass-through operators", .endsSubscriptions)
struct PassThroughOperatorTests {
  @Test func subscribersAreNamedAsInCombineAndEachHasItsOwnIdentifier() {
    let strings = SubscriberProbe<String, TestError>()
    let never = SubscriberProbe<String, Never>()
    let recorder = RecordingSubscriber<String, TestError>()
    strings.map { $0 }.subscribe(recorder)
    strings.filter { _ in true }.subscribe(recorder)
    strings.compactMap { $0 }.subscribe(recorder)
    strings.mapError { $0 }.subscribe(recorder)
    never.setFailureType(to: TestError.self).subscribe(recorder)
    strings.map(\.self).subscribe(recorder)
    let pairs = RecordingSubscriber<(Int, Bool), TestError>()
    strings.map(\.count, \.isEmpty).subscribe(pairs)
    let triples = RecordingSubscriber<(Int, Bool, Character?), TestError>()
    strings.map(\.count, \.isEmpty, \.first).subscribe(triples)
    never.assertNoFailure().subscribe(RecordingSubscriber<String, Never>())
    #expect(
      strings.names == [
        "Map", "Filter", "CompactMap", "MapError", "ValueForKey", "ValueForKeys", "ValueForKeys",
      ]
    )
    #expect(never.names == ["SetFailureType", "AssertNoFailure"])
    #expect(Set(strings.identifiers + never.identifiers).count == 9)
  }

  @Test func theDownstreamHoldsTheUpstreamsSubscription() {
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, any Error>(initialDemand: .max(2))
    upstream.map { $0 + 1 }.filter { $0 > 0 }.compactMap { $0 }.map(\.self)
      .mapError { $0 as any Error }
      .subscribe(recorder)
    #expect(recorder.subscription as? RecordingSubscription === upstream.subscription)
    recorder.request(.max(3))
    recorder.cancel()
    #expect(
      upstream.subscription?.events == [.requested(.max(2)), .requested(.max(3)), .cancelled]
    )
  }

  @Test func deliveryAfterCancelIsTheUpstreamsToStop() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    subject.map { $0 * 2 }.filter { $0 > 0 }.subscribe(recorder)
    subject.send(1)
    recorder.cancel()
    subject.send(2)
    #expect(recorder.values == [2])
    // As in Combine, nothing between a publisher that ignores a cancel and its subscriber stops
    // the values it goes on sending.
    let upstream = ManualPublisher<Int, Never>()
    let other = RecordingSubscriber<Int, Never>()
    upstream.map { $0 * 2 }.filter { $0 > 0 }.subscribe(other)
    other.cancel()
    upstream.send(3)
    #expect(other.values == [6])
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }

  @Test func printBelowLogsTheUpstreamsSubscription() {
    let lines = Lines()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.map { $0 + 1 }.filter { $0.isMultiple(of: 2) }
      .print("p", to: lines)
      .sink { _ in }
    subject.send(1)
    subject.send(2)
    cancellable.cancel()
    #expect(
      lines.text == """
        p: receive subscription: (PassthroughSubject)
        p: request unlimited
        p: receive value: (2)
        p: receive cancel

        """
    )
  }

  @Test func mapErrorConvertsOnlyTheFailure() {
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(demandPerValue: .max(4))
    upstream.mapError { _ in TestError.other }.subscribe(recorder)
    #expect(upstream.send(1) == .max(4))
    upstream.send(completion: .failure(.oops))
    recorder.expectEvents([.subscription, .value(1), .completion(.failure(.other))])
    let finished = RecordingSubscriber<Int, TestError>()
    Just(5).setFailureType(to: TestError.self).mapError { _ in TestError.other }
      .subscribe(finished)
    finished.expectEvents([.subscription, .value(5), .completion(.finished)])
  }
}

/// Collects `print`'s lines.
private final class Lines: TextOutputStream, @unchecked Sendable {
  // Every mutable property lives in `state`.
  private let state = Locked("")

  var text: String { state.withLock { $0 } }

  func write(_ string: String) {
    state.withLock { $0 += string }
  }
}
