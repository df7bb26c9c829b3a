/// The context of a state change: the animation it carries and other values that travel with
/// it down the view tree.
///
/// A transaction stores only the values that were set; ``withTransaction(_:_:)`` merges the
/// set values over the current transaction (inner values win, an explicit `nil` animation
/// included), as SwiftUI does since iOS 17.
///
/// ```swift
/// var transaction = Transaction(animation: .easeInOut)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isExpanded.toggle() }
/// ```
public struct Transaction: Sendable {
  /// The values that were set, by key type.
  var values: [ObjectIdentifier: any Sendable] = [:]

  /// Creates an empty transaction.
  ///
  /// ```swift
  /// Transaction().animation  // nil
  /// ```
  public init() {}

  /// Creates a transaction that carries an animation.
  ///
  /// ```swift
  /// let transaction = Transaction(animation: .smooth)
  /// ```
  ///
  /// - Parameter animation: The animation, or `nil` for none.
  public init(animation: Animation?) {
    self.animation = animation
  }

  /// Reads or writes a custom value.
  ///
  /// ```swift
  /// transaction[IsUndoKey.self] = true
  /// ```
  ///
  /// - Parameter key: The key type.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get {
      guard let stored = values[ObjectIdentifier(key)], let value = stored as? K.Value else {
        return K.defaultValue
      }
      return value
    }
    set { values.updateValue(newValue, forKey: ObjectIdentifier(key)) }
  }

  /// Whether a value was set for `key` (an explicit default counts).
  package func hasValue<K: TransactionKey>(for key: K.Type) -> Bool {
    values[ObjectIdentifier(key)] != nil
  }

  /// This transaction's set values laid over `outer`'s: the rule for nested `withTransaction`.
  package func merged(over outer: Transaction) -> Transaction {
    var result = outer
    result.values.merge(values) { _, inner in inner }
    return result
  }
}
