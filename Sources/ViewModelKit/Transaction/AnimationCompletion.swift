/// A completion callback recorded with a transaction, for the host to fire exactly once.
///
/// Each recorded completion is its own object, so the host can tell them apart by identity.
package final class AnimationCompletion: Sendable {
  /// When the callback should fire.
  package let criteria: AnimationCompletionCriteria
  /// The callback; the host calls it on the main actor.
  package let handler: @MainActor () -> Void

  package init(criteria: AnimationCompletionCriteria, handler: @escaping @MainActor () -> Void) {
    self.criteria = criteria
    self.handler = handler
  }
}

extension Transaction {
  /// Adds a callback to run when the animations this transaction creates complete.
  ///
  /// The callback fires exactly once, on the main actor; if the transaction creates no
  /// animation, right after the change. The host that fires it lives in the view layer: the
  /// completion is recorded here with the transaction.
  ///
  /// ```swift
  /// var transaction = Transaction(animation: .easeIn)
  /// transaction.addAnimationCompletion { print("done") }
  /// withTransaction(transaction) { isOn = true }
  /// ```
  ///
  /// - Parameters:
  ///   - criteria: When the callback counts as due.
  ///   - completion: The callback.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping @MainActor () -> Void
  ) {
    self[AnimationCompletionsKey.self]
      .append(
        AnimationCompletion(criteria: criteria, handler: completion)
      )
  }

  /// The completions recorded with this transaction, oldest first.
  package var animationCompletions: [AnimationCompletion] {
    self[AnimationCompletionsKey.self]
  }

  /// Adds the completions of `others` that this transaction does not hold yet, in order.
  ///
  /// Changes made in transactions with the same animation are applied in one pass, under the
  /// first one's transaction; each keeps its completion this way (two views that call
  /// `withAnimation(.linear(duration: 5), completionCriteria: …)` as they appear get one call
  /// each, at the time their criterion gives).
  package mutating func mergeAnimationCompletions(of others: some Sequence<Transaction>) {
    var completions = animationCompletions
    var seen = Set(completions.map(ObjectIdentifier.init))
    for other in others where !other.values.isEmpty {
      for completion in other.animationCompletions
      where seen.insert(ObjectIdentifier(completion)).inserted {
        completions.append(completion)
      }
    }
    guard completions.count > animationCompletions.count else { return }
    self[AnimationCompletionsKey.self] = completions
  }
}

/// The storage key of the recorded completions.
struct AnimationCompletionsKey: TransactionKey {
  static var defaultValue: [AnimationCompletion] { [] }
}
