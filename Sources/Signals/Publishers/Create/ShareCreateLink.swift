/// One subscriber's link to a ``Publishers/Create`` closure: it buffers what the closure sends
/// in a ``CombineDrain`` and runs the closure's cleanup exactly once.
final class ShareCreateLink<Output, Failure: Error>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  // Every mutable property lives in `state` or in the drain's `Locked` value.
  private let drain: CombineDrain<Output, Failure>
  private let state = Locked(State())

  private struct State {
    var cleanup: (any Cancellable)?
    /// Whether the cleanup is due (cancelled or completed), perhaps before the closure returned.
    var ended = false
  }

  init(_ downstream: AnySubscriber<Output, Failure>) {
    drain = CombineDrain(downstream)
  }

  var description: String { "Create" }

  /// Keeps the closure's cleanup, or runs it at once if the stream already ended.
  func start(_ cleanup: any Cancellable) {
    let runNow = state.withLock { state -> Bool in
      if !state.ended { state.cleanup = cleanup }
      return state.ended
    }
    if runNow { cleanup.cancel() }
  }

  func send(_ value: Output) {
    drain.enqueue(value)
  }

  func send(completion: Subscribers.Completion<Failure>) {
    guard drain.isActive else { return }
    drain.complete(completion)
    end()
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "Publishers.Create subscription request(_:)")
    drain.request(demand)
  }

  func cancel() {
    drain.cancel()
    end()
  }

  private func end() {
    let cleanup = state.withLock { state -> (any Cancellable)? in
      guard !state.ended else { return nil }
      state.ended = true
      defer { state.cleanup = nil }
      return state.cleanup
    }
    cleanup?.cancel()
  }
}
