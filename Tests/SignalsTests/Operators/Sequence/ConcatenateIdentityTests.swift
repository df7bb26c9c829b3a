import Signals
import Testing

@Suite(
  "append(_:) subscribes its two publishers with one identity, as Combine's",
  .endsSubscriptions
)
struct ConcatenateIdentityTests {
  /// A publisher that keeps the subscriber it receives and subscribes it when told.
  final class Holder: Publisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = Never

    private(set) var received: (any Subscriber & CustomCombineIdentifierConvertible)?
    private var subscriber: AnySubscriber<Int, Never>?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
      received = subscriber
      self.subscriber = AnySubscriber(subscriber)
      subscriber.receive(subscription: RecordingSubscription())
    }

    func finish() { subscriber?.receive(completion: .finished) }
  }

  @Test func thePrefixAndTheSuffixSeeTheDownstreamSubscriptionsIdentity() throws {
    let first = Holder()
    let second = Holder()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
    first.append(second).subscribe(recorder)
    let subscription = try #require(recorder.subscription)
    let prefixSide = try #require(first.received)
    #expect(prefixSide.combineIdentifier == subscription.combineIdentifier)
    #expect(second.received == nil)

    first.finish()
    let suffixSide = try #require(second.received)
    #expect(suffixSide.combineIdentifier == subscription.combineIdentifier)
    #expect(type(of: prefixSide) != type(of: suffixSide))
    #expect(type(of: prefixSide) != type(of: subscription))
    #expect(type(of: suffixSide) != type(of: subscription))
    #expect(String(describing: suffixSide) == "Concatenate")
  }
}
