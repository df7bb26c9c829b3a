/// What a ``TransformSubscription`` does with one upstream value.
enum TransformStep<Output, Failure: Error> {
  /// Deliver the value; the downstream's answer becomes the demand sent upstream.
  case emit(Output)
  /// Deliver nothing and ask upstream for this much more (`.max(1)` for a filter).
  case skip(Subscribers.Demand)
  /// Deliver the value, cancel the upstream, then finish.
  case emitAndFinish(Output)
  /// Cancel the upstream, then finish.
  case finish
  /// Cancel the upstream, then fail.
  case fail(Failure)
}

/// The per-operator part of a ``TransformSubscription``: its name, its per-subscription context,
/// and what it does with each value, each failure and the end of the upstream.
struct TransformRecipe<Input, UpstreamFailure: Error, Output, Failure: Error, Context> {
  var name: String
  var context: Context
  var step: (inout Context, Input) -> TransformStep<Output, Failure>
  var mapFailure: (UpstreamFailure) -> Failure
  /// A last value delivered when the upstream finishes (`replaceEmpty`, `collect(_:)`).
  var final: (Context) -> Output? = { _ in nil }
  /// How many upstream values one downstream value needs (`collect(_:)`).
  var demandScale = 1
  /// Added to the first request sent upstream, for values skipped with `.skip(.none)`
  /// (`dropFirst(_:)`, as in Combine).
  var firstRequestBonus = 0
}

extension TransformRecipe where UpstreamFailure == Failure {
  init(
    name: String,
    context: Context,
    step: @escaping (inout Context, Input) -> TransformStep<Output, Failure>
  ) {
    self.init(name: name, context: context, step: step, mapFailure: { $0 })
  }
}

extension TransformRecipe where Failure == any Error {
  init(
    name: String,
    context: Context,
    step: @escaping (inout Context, Input) -> TransformStep<Output, Failure>
  ) {
    self.init(name: name, context: context, step: step, mapFailure: { $0 })
  }
}

extension TransformRecipe where Context == Void {
  init(name: String, step: @escaping (Input) -> TransformStep<Output, Failure>)
  where UpstreamFailure == Failure {
    self.init(name: name, context: ()) { _, input in step(input) }
  }

  init(name: String, step: @escaping (Input) -> TransformStep<Output, Failure>)
  where Failure == any Error {
    self.init(name: name, context: ()) { _, input in step(input) }
  }
}

extension Publisher {
  /// Subscribes `downstream` to this publisher through the shared one-in, at-most-one-out engine.
  func subscribe<Downstream: Subscriber, Context>(
    _ downstream: Downstream,
    transform recipe: TransformRecipe<
      Output, Failure, Downstream.Input, Downstream.Failure, Context
    >
  ) {
    subscribe(TransformSubscription(downstream, recipe))
  }
}

/// The engine behind the value-by-value operators: passes demand through (scaled), runs the
/// recipe's closures outside the lock, and cancels the upstream when the recipe ends the stream.
final class TransformSubscription<Input, UpstreamFailure: Error, Downstream: Subscriber, Context>:
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
    var bonus: Int
  }

  init(_ downstream: Downstream, _ recipe: Recipe) {
    state = Locked(
      State(downstream: downstream, context: recipe.context, bonus: recipe.firstRequestBonus)
    )
    self.recipe = recipe
  }

  var description: String { recipe.name }

  func receive(subscription: any Subscription) {
    state.acceptUpstream(subscription)?.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let current = state.withLock { state in
      state.upstream.active == nil ? nil : state.downstream.map { ($0, state.context) }
    }
    guard let (downstream, context) = current else { return .none }
    // The upstream contract serialises `receive(_:)`, so no other value changes the context
    // between this read and the write below.
    var updated = context
    let step = recipe.step(&updated, input)
    state.withLock { $0.context = updated }
    switch step {
    case .emit(let output):
      return downstream.receive(output) * recipe.demandScale
    case .skip(let demand):
      return demand
    case .emitAndFinish(let output):
      _ = downstream.receive(output)
      end(with: .finished)
    case .finish:
      end(with: .finished)
    case .fail(let error):
      end(with: .failure(error))
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    let ending = state.withLock { state in
      defer { (state.upstream, state.downstream) = (.terminal, nil) }
      return state.downstream.map { ($0, state.context) }
    }
    guard let (downstream, context) = ending else { return }
    if case .finished = completion, let last = recipe.final(context) {
      _ = downstream.receive(last)
    }
    downstream.receive(completion: completion.mapError(recipe.mapFailure))
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "\(recipe.name) subscription request(_:)")
    let bonus = state.withLock { state in
      defer { state.bonus = 0 }
      return state.bonus
    }
    state.forward(demand * recipe.demandScale + bonus)
  }

  func cancel() {
    state.cancelLink()
  }

  /// Cancels the upstream, then sends `completion` downstream.
  private func end(with completion: Subscribers.Completion<Downstream.Failure>) {
    let (upstream, downstream) = state.endLink()
    upstream?.cancel()
    downstream?.receive(completion: completion)
  }
}

extension TransformStep where Failure == any Error {
  /// Runs a throwing step, turning a thrown error into `.fail`.
  static func catching(_ body: () throws -> Self) -> Self {
    do { return try body() } catch { return .fail(error) }
  }
}
