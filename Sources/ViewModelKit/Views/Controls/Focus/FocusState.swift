/// Which field has focus, as a view's state: `Bool` for one field, an optional `Hashable` value
/// for several (`nil` when none of them has focus).
///
/// Bind fields to it with ``View/focused(_:)`` or ``View/focused(_:equals:)``. Setting it moves
/// focus; a ``ViewHost`` typing into or submitting a field gives that field focus, which sets it.
///
/// ```swift
/// enum Field { case username, password }
/// @FocusState private var focus: Field?
///
/// TextField("Username", text: $username)
///   .focused($focus, equals: .username)
///   .onSubmit { focus = .password }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let box: StateBox<Value>

  /// Creates a Boolean focus state, `false` at first.
  public init() where Value == Bool {
    box = StateBox(initial: false)
  }

  /// Creates an optional focus state, `nil` at first.
  public init<T: Hashable>() where Value == T? {
    box = StateBox(initial: nil)
  }

  /// The focused value: the `equals:` value of the focused field, or `true`/`false`.
  public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { box.write(newValue) }
  }

  /// The binding that `focused(_:)` and `focused(_:equals:)` take.
  public var projectedValue: FocusState<Value>.Binding {
    Binding(base: ViewModelKit.Binding(location: box.bindingLocation()))
  }

  /// A binding to a focus state, as `$focus` gives it.
  @propertyWrapper
  public struct Binding {
    let base: ViewModelKit.Binding<Value>

    /// The focused value.
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

extension FocusState: InstallableProperty {
  func install(on node: ViewNode, field: FieldPath) {
    box.slot = node.stateSlot(for: field, initial: box.initial)
  }
}

extension FocusState: InputComparable {
  func isSameInput(as other: Any) -> Bool { true }
}
