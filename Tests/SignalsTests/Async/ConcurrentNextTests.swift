import Signals
import Testing

/// Several tasks awaiting `next()` on one iterator at once, as Combine allows: each pending call
/// asks for one value, values go to the waiting calls, and an end answers all of them.
@Suite("values with several pending next() calls", .endsSubscriptions)
struct ConcurrentNextTests {
  /// Shares one iterator between tasks; each `next()` runs on a copy, which shares the
  /// subscription.
  final class SharedIterator<P: Publisher>: @unchecked Sendable where P.Failure == Never {
    let iterator: AsyncPublisher<P>.Iterator
    init(_ publisher: P) { iterator = publisher.values.makeAsyncIterator() }
    func next() async -> P.Output? {
      var copy = iterator
      return await copy.next()
    }
  }

  /// A publisher that hands its subscriber the subscription only when the test says so.
  final class LatePublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subscriber = Locked<AnySubscriber<Output, Failure>?>(nil)
    let subscription = RecordingSubscription()

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      self.subscriber.withLock { $0 = AnySubscriber(subscriber) }
    }

    func attach() { subscriber.withLock { $0 }?.receive(subscription: subscription) }

    func send(_ value: Output) { _ = subscriber.withLock { $0 }?.receive(value) }
  }

  @Test func threeWaitingCallsGetThreeValues() async {
    let upstream = ManualPublisher<Int, Never>()
    let shared = SharedIterator(upstream)
    async let first = shared.next()
    async let second = shared.next()
    async let third = shared.next()
    #expect(await eventually { upstream.subscription?.events.count == 3 })
    #expect(upstream.subscription?.totalDemand == .max(3))
    upstream.send(1)
    upstream.send(2)
    upstream.send(3)
    let values = await [first, second, third].compactMap { $0 }.sorted()
    #expect(values == [1, 2, 3])
  }

  @Test func callsWaitingBeforeTheSubscriptionAreAskedForInOneRequest() async {
    let upstream = LatePublisher<Int, Never>()
    let shared = SharedIterator(upstream)
    let tasks = (0..<3).map { _ in Task { await shared.next() } }
    #expect(await eventually { shared.iterator.waitingCallCount == 3 })
    upstream.attach()
    #expect(upstream.subscription.events == [.requested(.max(3))])
    upstream.send(1)
    upstream.send(2)
    upstream.send(3)
    var values: [Int] = []
    for task in tasks { values += [await task.value].compactMap { $0 } }
    #expect(values.sorted() == [1, 2, 3])
  }

  @Test func cancellingOneWaitingTaskEndsEveryWaitingCall() async {
    let upstream = ManualPublisher<Int, Never>()
    let shared = SharedIterator(upstream)
    let cancelled = Task { await shared.next() }
    let others = (0..<2).map { _ in Task { await shared.next() } }
    #expect(await eventually { upstream.subscription?.events.count == 3 })
    cancelled.cancel()
    #expect(await cancelled.value == nil)
    for task in others { #expect(await task.value == nil) }
    #expect(
      upstream.subscription?.events == [
        .requested(.max(1)), .requested(.max(1)), .requested(.max(1)), .cancelled,
      ]
    )
  }

  @Test func finishingAnswersEveryWaitingCallWithNil() async {
    let upstream = ManualPublisher<Int, Never>()
    let shared = SharedIterator(upstream)
    let tasks = (0..<3).map { _ in Task { await shared.next() } }
    #expect(await eventually { upstream.subscription?.events.count == 3 })
    upstream.send(completion: .finished)
    for task in tasks { #expect(await task.value == nil) }
    #expect(await shared.next() == nil)
    #expect(upstream.subscription?.isCancelled == false)
  }

  @Test func aFailureIsThrownToOneWaitingCallAndTheOthersEnd() async {
    let upstream = ManualPublisher<Int, TestError>()
    let iterator = Locked(upstream.values.makeAsyncIterator())
    let tasks = (0..<3)
      .map { _ in
        Task { () -> String in
          var copy = iterator.withLock { $0 }
          do {
            return try await copy.next().map { "\($0)" } ?? "nil"
          } catch {
            return "\(error)"
          }
        }
      }
    #expect(await eventually { upstream.subscription?.events.count == 3 })
    upstream.send(completion: .failure(.oops))
    var answers: [String] = []
    for task in tasks { answers.append(await task.value) }
    #expect(answers.sorted() == ["nil", "nil", "oops"])
  }

  @Test func aSubscriptionArrivingAfterACancelIsCancelled() async {
    let upstream = LatePublisher<Int, Never>()
    let shared = SharedIterator(upstream)
    let task = Task { await shared.next() }
    task.cancel()
    #expect(await task.value == nil)
    upstream.attach()
    #expect(upstream.subscription.events == [.cancelled])
  }

  @Test func aValueBeforeTheSubscriptionEndsTheWaitingCalls() async {
    let upstream = LatePublisher<Int, Never>()
    let shared = SharedIterator(upstream)
    let tasks = (0..<2).map { _ in Task { await shared.next() } }
    #expect(await eventually { shared.iterator.waitingCallCount == 2 })
    upstream.send(42)
    for task in tasks { #expect(await task.value == nil) }
  }
}
