/// The values a custom container reads from each of its subviews: set with
/// ``View/containerValue(_:_:)``, read through ``Subview/containerValues``.
///
/// ```swift
/// extension ContainerValues {
///   @Entry var isHighlighted = false
/// }
///
/// Board {
///   Text("Milk")
///   Text("Eggs").containerValue(\.isHighlighted, true)
/// }
/// ```
///
/// Unlike the environment, container values do not flow down to descendants: they belong to the
/// subview they are set on, and only its container sees them.
public struct ContainerValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]

  init() {}

  /// Reads or writes the value of a key; its default when none was set.
  ///
  /// - Parameter key: The key type.
  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "ContainerValues(\(values.count) values)" }
}

/// A key for a value in ``ContainerValues``, with its default.
///
/// ```swift
/// struct IsHighlightedKey: ContainerValueKey {
///   static let defaultValue = false
/// }
/// extension ContainerValues {
///   var isHighlighted: Bool {
///     get { self[IsHighlightedKey.self] }
///     set { self[IsHighlightedKey.self] = newValue }
///   }
/// }
/// ```
public protocol ContainerValueKey {
  /// The type of the value.
  associatedtype Value

  /// The value when none was set.
  static var defaultValue: Value { get }
}
