extension Publisher {
  /// Subscribes `downstream` through the shared reducing engine, which reads the whole upstream
  /// and delivers at most one value.
  ///
  /// The recipe's steps mean: `.skip` keeps reading; `.emit` or `.emitAndFinish` is the answer
  /// (the upstream is cancelled first); `.finish` ends with no value; `.fail` fails. When the
  /// upstream finishes, `final` gives the answer, or `nil` for none.
  func subscribe<Downstream: Subscriber, Context>(
    _ downstream: Downstream,
    reduce recipe: TransformRecipe<Output, Failure, Downstream.Input, Downstream.Failure, Context>
  ) {
    subscribe(ReduceSubscription(downstream, recipe))
  }
}

/// The engine behind the reducing operators: requests `.unlimited` upstream, keeps its context
/// under the lock, runs the recipe outside it, and delivers the answer once the downstream has
/// asked for a value.
final class ReduceSubscription<Input, UpstreamFailure: Error, Downstream: Subscriber, Context>:
  Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Failure = UpstreamFailure
  typealias Recipe = TransformRecipe<
    Input, UpstreamFailure, Downstream.Input, Downstream.Failure, Context
  >

  // Every mutable property lives in `state`; no closure or subscriber is called under the lock.
  private let state: Locked<State>
  private let recipe: Recipe

  private struct State: TransformLinkState {
    var upstream: SubscriptionStatus = .awaiting
    var downstream: Downstream?
    var context: Context
    var demanded = false
    /// Set once the answer is known: `.some(nil)` means "finish without a value".
    var answer: Downstream.Input??
  }

  init(_ downstream: Downstream, _ recipe: Recipe) {
    state = Locked(State(downstream: downstream, context: recipe.context))
    self.recipe = recipe
  }

  var description: String { recipe.name }

  func receive(subscription: any Subscription) {
    guard let downstream = state.acceptUpstream(subscription) else { return }
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let context = state.withLock { state in
      state.upstream.active == nil || state.answer != nil ? nil : state.context
    }
    guard var context else { return .none }
    let step = recipe.step(&context, input)
    state.withLock { $0.context = context }
    switch step {
    case .skip:
      return .none
    case .emit(let answer), .emitAndFinish(let answer):
      cancelUpstream()
      settle(answer)
    case .finish:
      cancelUpstream()
      settle(nil)
    case .fail(let error):
      let (upstream, downstream) = state.endLink()
      upstream?.cancel()
      downstream?.receive(completion: .failure(error))
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    let context = state.withLock { state -> Context? in
      guard state.answer == nil, state.downstream != nil else { return nil }
      state.upstream = .terminal
      return state.context
    }
    guard let context else { return }
    switch completion {
    case .finished:
      settle(recipe.final(context))
    case .failure(let error):
      state.withLock { state in
        defer { state.downstream = nil }
        return state.downstream
      }?
      .receive(completion: .failure(recipe.mapFailure(error)))
    }
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "\(recipe.name) subscription request(_:)")
    let ready = state.withLock { state in
      state.demanded = true
      return takeIfReady(&state)
    }
    deliver(ready)
  }

  func cancel() {
    state.cancelLink()
  }

  private func cancelUpstream() {
    state.withLock { state in
      defer { state.upstream = .terminal }
      return state.upstream.active
    }?
    .cancel()
  }

  private func settle(_ answer: Downstream.Input?) {
    let ready = state.withLock { state in
      state.answer = .some(answer)
      return takeIfReady(&state)
    }
    deliver(ready)
  }

  /// Takes the downstream when the answer can be sent: a value needs demand, no value does not.
  private func takeIfReady(
    _ state: inout State
  ) -> (downstream: Downstream, answer: Downstream.Input?)? {
    guard let answer = state.answer, state.demanded || answer == nil,
      let downstream = state.downstream
    else { return nil }
    state.downstream = nil
    return (downstream, answer)
  }

  private func deliver(_ ready: (downstream: Downstream, answer: Downstream.Input?)?) {
    guard let (downstream, answer) = ready else { return }
    if let answer { _ = downstream.receive(answer) }
    downstream.receive(completion: .finished)
  }
}
