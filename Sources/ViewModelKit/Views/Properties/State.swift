/// Storage that a view owns: it lives as long as the view's identity and survives new view values.
///
/// Reading `wrappedValue` in `body` makes the view depend on it; writing it schedules an update of
/// the views that read it, in the transaction current at the write (`withAnimation`). Writing a
/// value equal to the current one does nothing. Writing during a body evaluation is ignored with
/// SwiftUI's runtime warning.
///
/// ```swift
/// struct Panel: View {
///   @State private var isExpanded = false
///   var body: some View {
///     Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
///   }
/// }
/// ```
///
/// Read outside an installed view (for example from an initializer), a `State` gives its initial
/// value and logs a warning; a write there is kept in the property itself, not in any view.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// Creates state with an initial value.
  ///
  /// - Parameter value: The initial value.
  public init(wrappedValue value: Value) {
    box = StateBox(initial: value)
  }

  /// Creates state with an initial value.
  ///
  /// - Parameter value: The initial value.
  public init(initialValue value: Value) {
    box = StateBox(initial: value)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { box.write(newValue) }
  }

  /// A binding to the value, for a child view to read and write.
  public var projectedValue: Binding<Value> {
    Binding(location: box.bindingLocation())
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates state whose initial value is `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: InstallableProperty {
  func install(on node: ViewNode, field: FieldPath) {
    box.slot = node.stateSlot(for: field, initial: box.initial)
  }
}

/// The reference a `State` value holds: its initial value and, once installed, the node's slot.
final class StateBox<Value>: @unchecked Sendable {
  // `slot` is set on the main actor during installation, before the body that reads it runs;
  // `detached` lives in a `Locked` value.
  let initial: Value
  var slot: StateSlot<Value>?
  private let detached: Locked<Value?> = Locked(nil)

  init(initial: Value) {
    self.initial = initial
  }

  func read() -> Value {
    if let slot { return slot.read() }
    if let value = detached.withLock({ $0 }) { return value }
    Diagnostics.warn(
      "Accessing State's value outside of being installed on a View. This will result in a "
        + "constant Binding of the initial value and will not update."
    )
    return initial
  }

  func write(_ value: Value) {
    if let slot { return slot.write(value, transaction: nil) }
    detached.withLock { $0 = value }
  }

  func bindingLocation() -> any BindingLocation<Value> {
    if let slot { return slot }
    return ConstantLocation(value: read())
  }
}
