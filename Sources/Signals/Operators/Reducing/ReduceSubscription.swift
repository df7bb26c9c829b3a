extension Publisher {
  /// Subscribes `downstream` through the shared reducing engine, which reads the whole upstream
  /// and delivers at most one value.
  ///
  /// The recipe's steps mean: `.skip` keeps reading; `.emit` or `.emitAndFinish` is the answer
  /// (the upstream is cancelled first); `.finish` ends with no value; `.fail` fails. When the
  /// upstream finishes, `final` gives the answer, or `nil` for none.
  ///
  /// Always inlined, as `subscribe(_:transform:)` is, so that a chain stays specialised.
  @inlinable @inline(__always)
  func subscribe<Downstream: Subscriber, Context>(
    _ downstream: Downstream,
    reduce recipe: TransformRecipe<Output, Failure, Downstream.Input, Downstream.Failure, Context>
  ) {
    receive(subscriber: ReduceSubscription(downstream, recipe))
  }
}

/// The engine behind the reducing operators: requests `.unlimited` upstream, runs the recipe
/// outside the lock, and delivers the answer once the downstream has asked for a value.
///
/// A value costs one lock round trip (to check that the link is still reading). The recipe's
/// context needs none: only `receive(_:)` and `receive(completion:)` use it, and the upstream
/// contract serialises those. `receive(_:)` is inlinable, so a chain of concrete types is
/// specialised in the caller and looks up no generic metadata.
@usableFromInline
final class ReduceSubscription<Input, UpstreamFailure: Error, Downstream: Subscriber, Context>:
  Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
{
  @usableFromInline typealias Failure = UpstreamFailure
  @usableFromInline typealias Recipe = TransformRecipe<
    Input, UpstreamFailure, Downstream.Input, Downstream.Failure, Context
  >

  // Every mutable property but `context` lives in `state`; no closure or subscriber is called
  // under the lock.
  @usableFromInline let state: Locked<State>
  @usableFromInline let recipe: Recipe
  /// The recipe's context, used only by the upstream's calls, which never overlap (see
  /// ``step(_:)``).
  @exclusivity(unchecked) @usableFromInline var context: Context
  /// Whether a step is running: a value that arrives meanwhile was sent from inside it.
  @exclusivity(unchecked) @usableFromInline var stepping = false

  /// The downstream's type, named so that `State` can name it as its own.
  @usableFromInline typealias DownstreamSubscriber = Downstream

  @usableFromInline
  struct State: TransformLinkState {
    @usableFromInline typealias Downstream = DownstreamSubscriber
    var upstream: SubscriptionStatus = .awaiting
    /// Whether the upstream's subscription was accepted; a value before it is dropped.
    @usableFromInline var accepted = false
    @usableFromInline var downstream: Downstream?
    var demanded = false
    /// Set once the answer is known: `.some(nil)` means "finish without a value".
    @usableFromInline var answer: Downstream.Input??

    @usableFromInline
    init(downstream: Downstream) {
      self.downstream = downstream
    }

    /// Whether values still count: subscribed, and neither answered nor ended.
    @inlinable
    var isReading: Bool { accepted && answer == nil && downstream != nil }
  }

  @inlinable
  init(_ downstream: Downstream, _ recipe: Recipe) {
    state = Locked(State(downstream: downstream))
    self.recipe = recipe
    context = recipe.context
  }

  @usableFromInline var description: String { recipe.name }

  @usableFromInline
  func receive(subscription: any Subscription) {
    let downstream = state.withLock { state -> Downstream? in
      guard state.upstream.accept(subscription) else { return nil }
      state.accepted = true
      return state.downstream
    }
    guard let downstream else { return subscription.cancel() }
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    guard state.withLock({ $0.isReading }) else { return .none }
    let step = step(input)
    if case .skip = step { return .none }
    conclude(step)
    return .none
  }

  /// Acts on a step that ends the reading: an answer, the end without one, or a failure.
  @usableFromInline
  func conclude(_ step: TransformStep<Downstream.Input, Downstream.Failure>) {
    switch step {
    case .skip:
      return
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
  }

  /// Runs the recipe's step on `input`.
  ///
  /// The step works on the context in place, so that an accumulating context (`collect()`'s
  /// array) stays uniquely referenced and grows in constant time per value. A value sent back
  /// into this link from inside a step (from a closure of the recipe) works on a copy of the
  /// context instead, which the outer step then overwrites, as Combine's operators do; the
  /// stored context is a whole value whenever the recipe's closures run, so the copy is safe.
  @inlinable
  func step(_ input: Input) -> TransformStep<Downstream.Input, Downstream.Failure> {
    guard !stepping else {
      var updated = context
      let step = recipe.step(&updated, input)
      context = updated
      return step
    }
    stepping = true
    defer { stepping = false }
    return recipe.step(&context, input)
  }

  @usableFromInline
  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    // A completion before the upstream's subscription is dropped, as in Combine.
    let reading = state.withLock { state -> Bool in
      guard state.accepted, state.answer == nil, state.downstream != nil else { return false }
      state.upstream = .terminal
      return true
    }
    guard reading else { return }
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

  @usableFromInline
  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "\(recipe.name) subscription request(_:)")
    let ready = state.withLock { state in
      state.demanded = true
      return takeIfReady(&state)
    }
    deliver(ready)
  }

  @usableFromInline
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

  /// Takes the downstream when the answer can be sent: once the downstream has asked for a value,
  /// even when there is none (an empty upstream's `first()` finishes only then, as in Combine).
  private func takeIfReady(
    _ state: inout State
  ) -> (downstream: Downstream, answer: Downstream.Input?)? {
    guard let answer = state.answer, state.demanded,
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
