/// Runs `body` with `animation` in the current transaction, and returns its result.
///
/// Every change made in `body` animates with `animation`; `nil` changes without animating,
/// also inside an animating outer call. The default is ``Animation/default``.
///
/// ```swift
/// withAnimation(.spring(duration: 0.4)) { isExpanded.toggle() }
/// let count = withAnimation { model.append(item) }
/// ```
///
/// - Parameters:
///   - animation: The animation, or `nil` for none.
///   - body: The code that makes the change.
/// - Returns: The result of `body`.
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `animation` in the current transaction and calls `completion` when the
/// animations it creates complete.
///
/// The completion is recorded with the transaction; the host fires it once, on the main actor,
/// when its criteria are met (right after the change if nothing animates).
///
/// ```swift
/// withAnimation(.bouncy) { scale = 1.2 } completion: {
///   withAnimation(.bouncy) { scale = 1 }
/// }
/// ```
///
/// - Parameters:
///   - animation: The animation, or `nil` for none.
///   - completionCriteria: When the completion is due.
///   - body: The code that makes the change.
///   - completion: The callback.
/// - Returns: The result of `body`.
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result,
  completion: @escaping @MainActor () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}
