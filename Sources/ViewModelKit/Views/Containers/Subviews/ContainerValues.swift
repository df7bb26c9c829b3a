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

/// Sets a container value on its content: `containerValue(_:_:)`.
///
/// It changes nothing about how its content is drawn; ``Subview`` resolution reads it.
public struct _ContainerValueModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let write: (inout ContainerValues) -> Void
}

extension View {
  /// Sets a value that the container this view is a subview of reads, through
  /// ``Subview/containerValues``.
  ///
  /// Applied to several views at once (a `Group`, a `ForEach`), it sets the value on each. When
  /// a view sets one key twice, the outermost value wins.
  ///
  /// ```swift
  /// Text("Eggs").containerValue(\.isHighlighted, true)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The container value's key path.
  ///   - value: The value.
  /// - Returns: The view.
  public func containerValue<V>(
    _ keyPath: WritableKeyPath<ContainerValues, V>,
    _ value: V
  ) -> ModifiedContent<Self, _ContainerValueModifier> {
    modifier(_ContainerValueModifier { $0[keyPath: keyPath] = value })
  }
}
