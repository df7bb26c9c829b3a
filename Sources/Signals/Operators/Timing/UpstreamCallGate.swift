/// Passes `subscribe(on:)`'s requests and cancel to its upstream one at a time, as Combine's lock
/// around those calls does, and traps on a request made from inside the upstream's `request(_:)`
/// on the same thread, where Combine's lock traps.
///
/// Unlike Combine's lock it never blocks: a call from another thread while one is running is
/// queued and made by the running thread when its call returns (see ``DeliveryQueue``). A cancel
/// from inside the upstream's `request(_:)` is made at once, as before.
final class UpstreamCallGate: @unchecked Sendable {
  enum Call {
    case request(any Subscription, Subscribers.Demand)
    case cancel(any Subscription)
  }

  private let calls = DeliveryQueue<Call>()
  // Read and written only by the thread that holds the queue's turn, which the queue hands over
  // under its lock.
  private var requesting = false

  /// Makes `call` now, or after the call another thread is making.
  func run(_ call: Call) {
    calls.submit(call, make)
  }

  private func make(_ call: Call) {
    switch call {
    case .request(let upstream, let demand):
      precondition(
        !requesting,
        "subscribe(on:) was asked for values from inside its upstream's request(_:); Combine's "
          + "subscribe(on:) requests under a lock and traps on this recursion"
      )
      requesting = true
      upstream.request(demand)
      requesting = false
    case .cancel(let upstream):
      upstream.cancel()
    }
  }
}
