/// A stored property of a view whose storage the runtime keeps for the view's identity: `State`,
/// `Binding`, `ObservedObject`, `StateObject`, `Environment`, `EnvironmentObject`, or a struct of
/// them.
///
/// Before a body is evaluated, the runtime installs the node's storage into each dynamic property
/// of the view value. A custom dynamic property is a struct whose stored properties are dynamic
/// properties; its `update()` runs after they are installed.
///
/// ```swift
/// struct Counter: DynamicProperty {
///   @State var count = 0
///   func update() {}
/// }
/// ```
public protocol DynamicProperty {
  /// Called after the property's own dynamic properties are installed, before the body runs.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing by default.
  public mutating func update() {}
}

/// What the installer needs from a property wrapper: link it to the node's storage for the field
/// at `index` (a path of field indices).
@MainActor
protocol InstallableProperty {
  func install(on node: ViewNode, field: FieldPath)
}

/// The position of a dynamic property inside a view value: field indices from the view down, and
/// the property's stored name (`_count`).
struct FieldPath: Hashable {
  var indices: [Int]
  var name: String

  /// The name the property is declared with (`count`).
  var declaredName: String { name.hasPrefix("_") ? String(name.dropFirst()) : name }
}
