/// A key for a custom value carried by a ``Transaction``.
///
/// Unlike SwiftUI, the value must be `Sendable`, because transactions travel across tasks and
/// threads here.
///
/// ```swift
/// struct IsUndoKey: TransactionKey {
///   static var defaultValue: Bool { false }
/// }
/// extension Transaction {
///   var isUndo: Bool {
///     get { self[IsUndoKey.self] }
///     set { self[IsUndoKey.self] = newValue }
///   }
/// }
/// ```
public protocol TransactionKey {
  /// The type of the value.
  associatedtype Value: Sendable

  /// The value a transaction reports for this key before it is set.
  ///
  /// ```swift
  /// static var defaultValue: Bool { false }
  /// ```
  static var defaultValue: Value { get }
}
