/// The subscription behind `dropFirst(_:)`, shaped as Combine's.
///
/// It is handed to the downstream before the upstream is subscribed to, keeps the demand asked
/// for meanwhile, and passes a value or a completion on even before the upstream's
/// subscription. After a completion or a cancel it lets go of the upstream's subscription, so it
/// takes a new one (asking it for the demand kept meanwhile, plus what is still to drop), and
/// forwards what arrives to a downstream that is alive elsewhere: as Combine's, except that it
/// then holds the downstream only weakly (DESIGN §3).
///
/// A value costs one lock round trip (to find the downstream); `remaining` needs none: only the
/// upstream's calls use it, and they never overlap.
final class DropSubscription<Downstream: Subscriber>: Subscriber, Subscription,
  CombineReflecting, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private struct State {
    var upstream: (any Subscription)?
    var downstream: DownstreamHold<Downstream>
    /// The demand asked for before the upstream's subscription arrived.
    var pending = Subscribers.Demand.none
  }

  // Every mutable property but `remaining` lives in `state`; nothing is called under the lock.
  private let state: Locked<State>
  @exclusivity(unchecked) private var remaining: Int

  init(_ downstream: Downstream, count: Int) {
    state = Locked(State(downstream: DownstreamHold(downstream)))
    remaining = count
  }

  var description: String { "Drop" }
  var reflectedChildren: [Mirror.Child] { [] }

  func receive(subscription: any Subscription) {
    let count = remaining
    let demand = state.withLock { state -> Subscribers.Demand? in
      guard state.upstream == nil else { return nil }
      state.upstream = subscription
      defer { state.pending = .none }
      return state.pending + count
    }
    guard let demand else { return subscription.cancel() }
    if demand > 0 { subscription.request(demand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard remaining == 0 else {
      remaining -= 1
      return .none
    }
    return state.withLock { $0.downstream.current }?.receive(input) ?? .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let downstream = state.withLock { state in
      state.upstream = nil
      defer { _ = state.downstream.weaken() }
      return state.downstream.current
    }
    downstream?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "Drop subscription request(_:)")
    let upstream = state.withLock { state -> (any Subscription)? in
      if state.upstream == nil { state.pending += demand }
      return state.upstream
    }
    upstream?.request(demand)
  }

  func cancel() {
    let (upstream, downstream) = state.withLock { state in
      defer { state.upstream = nil }
      return (state.upstream, state.downstream.weaken())
    }
    withExtendedLifetime(downstream) { upstream?.cancel() }
  }
}
