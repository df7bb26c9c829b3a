/// Binds the focus of a field to a focus state: `focused(_:)`, `focused(_:equals:)`.
public struct _FocusedModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  /// Whether the state says this field has focus.
  let isFocused: @MainActor () -> Bool
  /// Sets the state to this field.
  let focus: @MainActor () -> Void
  /// Clears the state if it names this field.
  let resign: @MainActor () -> Void

  var snapshotLine: String { ".focused(\(isFocused()))" }

  func didInsert(node: ViewNode) {
    node.graph.focusTracker.addBinding(node)
  }
}

extension View {
  /// Binds this field's focus to a Boolean focus state: `true` while it has focus.
  ///
  /// ```swift
  /// @FocusState private var isNameFocused: Bool
  /// TextField("Name", text: $name).focused($isNameFocused)
  /// ```
  ///
  /// - Parameter condition: The focus state.
  /// - Returns: The view.
  public func focused(
    _ condition: FocusState<Bool>.Binding
  ) -> ModifiedContent<Self, _FocusedModifier> {
    modifier(
      _FocusedModifier(
        isFocused: { condition.wrappedValue },
        focus: { condition.wrappedValue = true },
        resign: { if condition.wrappedValue { condition.wrappedValue = false } }
      )
    )
  }

  /// Binds this field's focus to a focus state: the state equals `value` while it has focus.
  ///
  /// ```swift
  /// TextField("Password", text: $password).focused($focus, equals: .password)
  /// ```
  ///
  /// - Parameters:
  ///   - binding: The focus state.
  ///   - value: The value that stands for this field.
  /// - Returns: The view.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding,
    equals value: Value
  ) -> ModifiedContent<Self, _FocusedModifier> {
    modifier(
      _FocusedModifier(
        isFocused: { binding.wrappedValue == value },
        focus: { binding.wrappedValue = value },
        resign: {
          guard binding.wrappedValue == value,
            let none = (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ())
              as? Value
          else { return }
          binding.wrappedValue = none
        }
      )
    )
  }
}
