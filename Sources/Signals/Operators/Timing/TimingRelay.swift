/// The engine of `receive(on:)` and `delay`: subscribes at once, forwards requests and
/// cancellation upstream at once, and hands each value and the completion to `defer` to be
/// delivered later (on a scheduler), asking upstream for the demand the downstream returns.
///
/// As in Combine, each scheduled action keeps the downstream alive until it has run: a value
/// scheduled before a cancel is then dropped, a completion scheduled before it is delivered.
///
/// `Kind` (``ReceiveOnTiming`` or ``DelayTiming``) only decides the reflection: Combine names
/// `receive(on:)`'s subscription and gives it a mirror, while `delay`'s has neither, so only
/// the former conforms (see `CombineReflection+Operators.swift`).
final class TimingRelay<Downstream: Subscriber, Kind>: Subscriber, Subscription,
  @unchecked Sendable
{
  // All mutable state lives in `link`'s `Locked` value.
  private let link: TimingLink<Downstream>
  private let later: (@escaping () -> Void) -> Void

  /// - Parameters:
  ///   - downstream: The subscriber to deliver to.
  ///   - kind: The operator, for its reflection.
  ///   - later: Runs a delivery on the operator's scheduler.
  init(
    _ downstream: Downstream,
    kind: Kind.Type,
    later: @escaping (@escaping () -> Void) -> Void
  ) {
    link = TimingLink(downstream)
    self.later = later
  }

  func receive(subscription: any Subscription) {
    guard link.attach(subscription) else { return subscription.cancel() }
    link.deliver(subscription: self)
  }

  func receive(_ input: Downstream.Input) -> Subscribers.Demand {
    // The demand a delivered value returns goes to the upstream it came from, even if that has
    // completed since (its completion waits behind the value), but not after a cancel (from
    // inside the delivery too), as Combine's does. As Combine's, the action keeps the
    // downstream alive until it has run, even after a cancel (it then delivers nothing).
    guard let (upstream, downstream) = link.activeEnds else { return .none }
    let link = link
    later {
      withExtendedLifetime(downstream) {
        link.deliver(input) { demand in
          if demand > 0, link.downstream != nil { upstream.request(demand) }
        }
      }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Downstream.Failure>) {
    // Once scheduled, the completion is delivered even if the downstream cancels meanwhile
    // (the cancel is ignored), as in Combine.
    guard link.upstreamCompleting() else { return }
    let link = link
    later { link.deliver(completion: completion) }
  }

  func request(_ demand: Subscribers.Demand) {
    link.forwardRequest(demand)
  }

  func cancel() {
    link.cancel()?.cancel()
  }
}

/// Marks the ``TimingRelay`` of `receive(on:)`, which Combine names `"ReceiveOn"`.
enum ReceiveOnTiming {}

/// Marks the ``TimingRelay`` of `delay`, which Combine leaves without a description or mirror.
enum DelayTiming {}
