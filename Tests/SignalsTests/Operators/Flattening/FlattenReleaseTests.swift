import Signals
import Testing

/// Cancelling mid-stream must free the upstream and inner subscriptions.
@Suite("Flattening release", .endsSubscriptions)
struct FlattenReleaseTests {
  /// A publisher whose subscriber is kept only by the subscription it hands out.
  final class TrackedPublisher: Publisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = Never
    let subject = PassthroughSubject<Int, Never>()

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }
  }

  @Test func cancellingFlatMapReleasesUpstreamAndInners() {
    weak var weakOuter: PassthroughSubject<TrackedPublisher, Never>?
    weak var weakInner: TrackedPublisher?
    var received: [Int] = []
    do {
      let outer = PassthroughSubject<TrackedPublisher, Never>()
      let inner = TrackedPublisher()
      weakOuter = outer
      weakInner = inner
      let cancellable = outer.flatMap { $0 }.sink { received.append($0) }
      outer.send(inner)
      inner.subject.send(1)
      cancellable.cancel()
      inner.subject.send(2)
    }
    #expect(received == [1])
    #expect(weakOuter == nil)
    #expect(weakInner == nil)
  }

  @Test func cancellingSwitchToLatestReleasesUpstreamAndInners() {
    weak var weakOuter: PassthroughSubject<TrackedPublisher, Never>?
    weak var weakFirst: TrackedPublisher?
    weak var weakSecond: TrackedPublisher?
    do {
      let outer = PassthroughSubject<TrackedPublisher, Never>()
      let first = TrackedPublisher()
      let second = TrackedPublisher()
      weakOuter = outer
      weakFirst = first
      weakSecond = second
      let cancellable = outer.switchToLatest().sink { _ in }
      outer.send(first)
      outer.send(second)
      cancellable.cancel()
    }
    #expect(weakOuter == nil)
    #expect(weakFirst == nil)
    #expect(weakSecond == nil)
  }

  @Test func cancellingMergeAndCombineLatestAndZipReleasesUpstreams() {
    weak var weakA: PassthroughSubject<Int, Never>?
    weak var weakB: PassthroughSubject<Int, Never>?
    do {
      let a = PassthroughSubject<Int, Never>()
      let b = PassthroughSubject<Int, Never>()
      weakA = a
      weakB = b
      let merged = a.merge(with: b).sink { _ in }
      let latest = a.combineLatest(b).sink { _ in }
      let zipped = a.zip(b).sink { _ in }
      a.send(1)
      b.send(2)
      merged.cancel()
      latest.cancel()
      zipped.cancel()
    }
    #expect(weakA == nil)
    #expect(weakB == nil)
  }
}
