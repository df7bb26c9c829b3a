/// One subscriber's link to a ``Publishers/Create`` closure: it buffers what the closure sends
/// in a ``CombineDrain`` and runs the closure's cleanup exactly once.
///
/// As CombineExt's, a `.finished` ends the stream once the subscriber has made a request (of any
/// demand, `.none` too): after the values its demand allows, dropping the others. A failure is
/// delivered at once.
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
    /// Whether the subscriber has made a request.
    var requested = false
    /// A `.finished` sent before the subscriber made a request.
    var pendingFinish = false
  }

  init(_ downstream: AnySubscriber<Output, Failure>) {
    drain = CombineDrain(downstream)
  }

  var description: String { "Create.Subscription<\(Output.self), \(Failure.self)>" }

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
    if case .finished = completion {
      let now = state.withLock { state in
        if !state.requested { state.pendingFinish = true }
        return state.requested
      }
      guard now else { return }
      drain.complete(droppingUndemanded: .finished)
    } else {
      drain.complete(completion)
    }
    end()
  }

  func request(_ demand: Subscribers.Demand) {
    let finish = state.withLock { state in
      state.requested = true
      defer { state.pendingFinish = false }
      return state.pendingFinish
    }
    drain.request(demand)
    guard finish else { return }
    drain.complete(droppingUndemanded: .finished)
    end()
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
