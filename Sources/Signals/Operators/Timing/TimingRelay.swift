/// The engine of `receive(on:)` and `delay`: subscribes at once, forwards requests and
/// cancellation upstream at once, and hands each value and the completion to `defer` to be
/// delivered later (on a scheduler), asking upstream for the demand the downstream returns.
final class TimingRelay<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  // All mutable state lives in `link`'s `Locked` value.
  private let link: TimingLink<Downstream>
  private let name: String
  private let later: (@escaping () -> Void) -> Void

  /// - Parameters:
  ///   - downstream: The subscriber to deliver to.
  ///   - name: The operator's name, for `description` and trap messages.
  ///   - later: Runs a delivery on the operator's scheduler.
  init(
    _ downstream: Downstream,
    name: String,
    later: @escaping (@escaping () -> Void) -> Void
  ) {
    link = TimingLink(downstream)
    self.name = name
    self.later = later
  }

  var description: String { name }

  func receive(subscription: any Subscription) {
    guard link.attach(subscription) else { return subscription.cancel() }
    link.deliver(subscription: self)
  }

  func receive(_ input: Downstream.Input) -> Subscribers.Demand {
    // The demand a delivered value returns goes to the upstream it came from, even if that has
    // completed since (its completion waits behind the value), but not after a cancel (from
    // inside the delivery too), as Combine's does.
    guard let upstream = link.upstream else { return .none }
    let link = link
    later {
      link.deliver(input) { demand in
        if demand > 0, link.downstream != nil { upstream.request(demand) }
      }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Downstream.Failure>) {
    guard link.upstreamEnded() else { return }
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
