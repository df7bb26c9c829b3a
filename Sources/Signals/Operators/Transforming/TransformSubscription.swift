/// What a ``TransformSubscription`` does with one upstream value.
@usableFromInline
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

/// Which upstream values a ``TransformSubscription`` runs its step on.
@usableFromInline
enum TransformValuePolicy {
  /// Only while the upstream's subscription is active (`map`, `filter` and most others).
  case whileActive
  /// Also before the upstream's subscription, as Combine's `tryMap`, `tryScan`,
  /// `output(in:)`, `encode` and `decode` do. (What happens after the end is
  /// ``TransformAfterEnd``'s.)
  case untilEnd
}

/// What of the upstream's events after the end (a completion, a failing step or a cancel) still
/// reaches a downstream that something else keeps alive: Combine's stateless operators keep
/// their downstream and forward them; a link holds it only weakly then (DESIGN §3).
@usableFromInline
struct TransformAfterEnd: Equatable {
  /// Values run the step; what it emits is delivered (`tryMap`, `tryScan`, `output(in:)`).
  @usableFromInline var values = false
  /// A step that finishes or fails after the end delivers its completion (`tryMap`).
  @usableFromInline var endings = false
  /// The upstream's completions are delivered (`collect(_:)`).
  @usableFromInline var completions = false

  @inlinable init(values: Bool = false, endings: Bool = false, completions: Bool = false) {
    self.values = values
    self.endings = endings
    self.completions = completions
  }

  /// Nothing after the end (most operators).
  @inlinable static var nothing: Self { Self() }
}

/// The per-operator part of a ``TransformSubscription``: its name, its per-subscription context,
/// and what it does with each value, each failure and the end of the upstream.
///
/// It is inlinable, with the engine, so that an operator built on it is specialised in the
/// caller for a chain of concrete types.
@usableFromInline
struct TransformRecipe<Input, UpstreamFailure: Error, Output, Failure: Error, Context> {
  @usableFromInline var name: String
  @usableFromInline var context: Context
  @usableFromInline var step: (inout Context, Input) -> TransformStep<Output, Failure>
  @usableFromInline var mapFailure: (UpstreamFailure) -> Failure
  /// A last value delivered when the upstream finishes (`replaceEmpty`, `collect(_:)`).
  @usableFromInline var final: (Context) -> Output? = { _ in nil }
  /// How many upstream values one downstream value needs (`collect(_:)`).
  @usableFromInline var demandScale = 1
  /// Added to the first request sent upstream, for values skipped with `.skip(.none)`
  /// (`dropFirst(_:)`, as in Combine).
  @usableFromInline var firstRequestBonus = 0
  /// Which values reach the step: Combine's operators differ about values that arrive before
  /// the subscription or after the end.
  @usableFromInline var valuePolicy = TransformValuePolicy.whileActive
  /// What still reaches a downstream alive elsewhere after the end.
  @usableFromInline var afterEnd = TransformAfterEnd.nothing

  /// Whether the link keeps a weak reference to its downstream after the end.
  @inlinable var reachesDownstreamAfterEnd: Bool { afterEnd != .nothing }

  @inlinable
  init(
    name: String,
    context: Context,
    step: @escaping (inout Context, Input) -> TransformStep<Output, Failure>,
    mapFailure: @escaping (UpstreamFailure) -> Failure
  ) {
    self.name = name
    self.context = context
    self.step = step
    self.mapFailure = mapFailure
  }
}

extension TransformRecipe where UpstreamFailure == Failure {
  @inlinable
  init(
    name: String,
    context: Context,
    step: @escaping (inout Context, Input) -> TransformStep<Output, Failure>
  ) {
    self.init(name: name, context: context, step: step, mapFailure: { $0 })
  }
}

extension TransformRecipe where Failure == any Error {
  @inlinable
  init(
    name: String,
    context: Context,
    step: @escaping (inout Context, Input) -> TransformStep<Output, Failure>
  ) {
    self.init(name: name, context: context, step: step, mapFailure: { $0 })
  }
}

extension TransformRecipe where Context == Void {
  @inlinable
  init(name: String, step: @escaping (Input) -> TransformStep<Output, Failure>)
  where UpstreamFailure == Failure {
    self.init(name: name, context: ()) { _, input in step(input) }
  }

  @inlinable
  init(name: String, step: @escaping (Input) -> TransformStep<Output, Failure>)
  where Failure == any Error {
    self.init(name: name, context: ()) { _, input in step(input) }
  }
}

extension Publisher {
  /// Subscribes `downstream` to this publisher through the shared one-in, at-most-one-out engine.
  ///
  /// Always inlined: every stage of a chain calls it with a growing subscriber type, and the
  /// optimiser stops specialising a function that recurs that way more than once on one chain.
  @inlinable @inline(__always)
  func subscribe<Downstream: Subscriber, Context>(
    _ downstream: Downstream,
    transform recipe: TransformRecipe<
      Output, Failure, Downstream.Input, Downstream.Failure, Context
    >
  ) {
    receive(subscriber: TransformSubscription(downstream, recipe))
  }
}

/// The engine behind the value-by-value operators: passes demand through (scaled), runs the
/// recipe's closures outside the lock, and cancels the upstream when the recipe ends the stream.
///
/// A value costs one lock round trip (to find the downstream while the link is active). The
/// recipe's context needs none: only `receive(_:)` and `receive(completion:)` use it, and the
/// upstream contract serialises those. `receive(_:)` is inlinable, so a chain of concrete types
/// is specialised in the caller and looks up no generic metadata.
@usableFromInline
final class TransformSubscription<Input, UpstreamFailure: Error, Downstream: Subscriber, Context>:
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
    var bonus: Int
    /// After the end, the downstream of a link that still reaches it, held weakly.
    weak var endedDownstream: AnyObject?

    @usableFromInline
    init(downstream: Downstream, bonus: Int) {
      self.downstream = downstream
      self.bonus = bonus
    }

    /// Before the link ends: keeps a weak reference to a class downstream.
    mutating func keepWeakly() {
      guard let downstream, Downstream.self is AnyObject.Type else { return }
      endedDownstream = downstream as AnyObject
    }
  }

  @inlinable
  init(_ downstream: Downstream, _ recipe: Recipe) {
    state = Locked(State(downstream: downstream, bonus: recipe.firstRequestBonus))
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
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    // The downstream is cleared when the link ends, so this also drops values after the end.
    let found: Downstream?
    switch recipe.valuePolicy {
    case .whileActive: found = state.withLock { $0.accepted ? $0.downstream : nil }
    case .untilEnd: found = state.withLock { $0.downstream }
    }
    guard let downstream = found else { return dropped(input) }
    let step = step(input)
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
    // A completion before the upstream's subscription is dropped, as Combine's operators do
    // (but for the three that pass it on, and the filters that trap).
    let (downstream, late) = state.withLock { state -> (Downstream?, Bool) in
      guard state.accepted || recipe.passesEarlyCompletion else {
        recipe.trapIfEarly("a completion")
        return (nil, false)
      }
      guard let downstream = state.downstream else {
        // After the end, only the completion reaches a downstream alive elsewhere.
        guard recipe.afterEnd.completions else { return (nil, true) }
        return (state.endedDownstream as? Downstream, true)
      }
      if recipe.reachesDownstreamAfterEnd { state.keepWeakly() }
      defer { (state.upstream, state.downstream) = (.terminal, nil) }
      return (downstream, false)
    }
    guard let downstream else { return }
    if case .finished = completion, !late, let last = recipe.final(context) {
      _ = downstream.receive(last)
    }
    downstream.receive(completion: completion.mapError(recipe.mapFailure))
  }

  @usableFromInline
  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "\(recipe.name) subscription request(_:)")
    let bonus = state.withLock { state in
      if case .awaiting = state.upstream { recipe.trapIfEarly("a request") }
      defer { state.bonus = 0 }
      return state.bonus
    }
    state.forward(demand * recipe.demandScale + bonus)
  }

  @usableFromInline
  func cancel() {
    if recipe.reachesDownstreamAfterEnd { state.withLock { $0.keepWeakly() } }
    state.cancelLink(final: recipe.isStrictAboutOrder)
  }

  /// The answer to a value that found no active link: before the upstream's subscription, the
  /// filtering operators trap, as Combine's do; after the end, a link whose recipe says so still
  /// runs its step for a downstream alive elsewhere; otherwise the value is dropped.
  @usableFromInline
  func dropped(_ input: Input) -> Subscribers.Demand {
    let (accepted, ended) = state.withLock { ($0.accepted, $0.endedDownstream as? Downstream) }
    if !accepted { recipe.trapIfEarly("a value") }
    guard recipe.afterEnd.values, let ended else { return .none }
    switch step(input) {
    case .emit(let output):
      return ended.receive(output) * recipe.demandScale
    case .skip(let demand):
      return demand
    case .emitAndFinish(let output):
      _ = ended.receive(output)
      if recipe.afterEnd.endings { ended.receive(completion: .finished) }
    case .finish:
      if recipe.afterEnd.endings { ended.receive(completion: .finished) }
    case .fail(let error):
      if recipe.afterEnd.endings { ended.receive(completion: .failure(error)) }
    }
    return .none
  }

  /// Cancels the upstream, then sends `completion` downstream.
  @usableFromInline
  func end(with completion: Subscribers.Completion<Downstream.Failure>) {
    // Combine's `output(in:)` finishes only once subscribed.
    if case .finished = completion, recipe.valuePolicy == .untilEnd,
      !state.withLock({ $0.accepted })
    {
      return
    }
    if recipe.reachesDownstreamAfterEnd { state.withLock { $0.keepWeakly() } }
    let (upstream, downstream) = state.endLink()
    upstream?.cancel()
    downstream?.receive(completion: completion)
  }
}

extension TransformStep where Failure == any Error {
  /// Runs a throwing step, turning a thrown error into `.fail`.
  @inlinable
  static func catching(_ body: () throws -> Self) -> Self {
    do { return try body() } catch { return .fail(error) }
  }
}
