/// Runs `body` with `transaction` merged over the current transaction, and returns its result.
///
/// Values set in `transaction` override the current ones for the duration of `body`; the
/// previous transaction is restored when `body` returns or throws.
///
/// ```swift
/// var transaction = Transaction(animation: .linear)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isOn.toggle() }
/// ```
///
/// - Parameters:
///   - transaction: The values to apply.
///   - body: The code that makes the change.
/// - Returns: The result of `body`.
public func withTransaction<Result>(
  _ transaction: Transaction,
  _ body: () throws -> Result
) rethrows -> Result {
  let merged = transaction.merged(over: Transaction.current)
  defer {
    if transaction.hasValue(for: AnimationCompletionsKey.self),
      let observer = Transaction.completionObserver
    {
      observer.receive(merged)
    }
  }
  return try Transaction.$current.withValue(merged) { try body() }
}

/// Runs `body` with one transaction property set, and returns its result.
///
/// ```swift
/// withTransaction(\.isContinuous, true) { sliderValue = 0.5 }
/// ```
///
/// - Parameters:
///   - keyPath: The property to set.
///   - value: Its value.
///   - body: The code that makes the change.
/// - Returns: The result of `body`.
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>,
  _ value: Value,
  _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}
