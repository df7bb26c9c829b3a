/// Runs actions when the content appears and disappears: `onAppear(perform:)` and
/// `onDisappear(perform:)`.
///
/// Actions run after the update that inserted or removed the view, outside that update, deepest
/// views first (the order SwiftUI shows); writes they make are applied by the same flush.
public struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let appear: (() -> Void)?
  let disappear: (() -> Void)?

  func didInsert(node: ViewNode) {
    // A view inserted under a covered navigation screen appears when the screen shows again.
    guard !ScreenAppearance.isCovered(node) else { return }
    appear?()
  }

  func willRemove(node: ViewNode) {
    guard !ScreenAppearance.isCovered(node) else { return }
    // The action of the latest view value runs, as in SwiftUI.
    ((node.view as? any ModifierCarrier)?.primitiveModifier as? Self)?.disappear?()
  }
}

/// Runs an action on each tap: `onTapGesture(count:perform:)`.
///
/// A ``ViewHost`` finds it by the text its content shows.
public struct _TapGestureModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let count: Int
  let action: () -> Void
}

/// Runs an action when a value changes between updates: `onChange(of:initial:_:)`.
///
/// After each update whose value differs (`!=`) from the last one seen, the action gets the old
/// and new values; the action of the newest view value runs, except for the deprecated
/// `onChange(of:perform:)`, which, as in SwiftUI, runs the action of the previous view value (so
/// what it captured is from before the change).
public struct _ValueActionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void
  var callsPreviousAction = false

  func didInsert(node: ViewNode) {
    node.modifierState = ValueActionState(value: value, action: action)
    if initial { action(value, value) }
  }

  func didUpdate(node: ViewNode) {
    guard let state = node.modifierState as? ValueActionState<Value> else { return }
    let old = state.value
    let previous = state.action
    state.action = action
    guard old != value else { return }
    state.value = value
    (callsPreviousAction ? previous : action)(old, value)
  }
}

/// The value an `onChange` saw last, and the action of the view value that carried it.
final class ValueActionState<Value> {
  var value: Value
  var action: (Value, Value) -> Void

  init(value: Value, action: @escaping (Value, Value) -> Void) {
    self.value = value
    self.action = action
  }
}

extension View {
  /// Runs an action after this view is inserted.
  ///
  /// ```swift
  /// Text("Hi").onAppear { viewModel.load() }
  /// ```
  ///
  /// - Parameter action: The action.
  /// - Returns: The view.
  public func onAppear(
    perform action: (() -> Void)? = nil
  )
    -> ModifiedContent<Self, _AppearanceActionModifier>
  {
    modifier(_AppearanceActionModifier(appear: action, disappear: nil))
  }

  /// Runs an action after this view is removed.
  ///
  /// ```swift
  /// Text("Hi").onDisappear { viewModel.stop() }
  /// ```
  ///
  /// - Parameter action: The action.
  /// - Returns: The view.
  public func onDisappear(
    perform action: (() -> Void)? = nil
  )
    -> ModifiedContent<Self, _AppearanceActionModifier>
  {
    modifier(_AppearanceActionModifier(appear: nil, disappear: action))
  }

  /// Runs an action when this view is tapped.
  ///
  /// ```swift
  /// CardView().onTapGesture { withAnimation(.spring) { isExpanded.toggle() } }
  /// ```
  ///
  /// - Parameters:
  ///   - count: The number of taps (recorded; a host tap counts as all of them).
  ///   - action: The action.
  /// - Returns: The view.
  public func onTapGesture(
    count: Int = 1,
    perform action: @escaping () -> Void
  )
    -> ModifiedContent<Self, _TapGestureModifier>
  {
    modifier(_TapGestureModifier(count: count, action: action))
  }

  /// Runs an action when `value` differs after an update, with the old and new values.
  ///
  /// ```swift
  /// Text("\(count)").onChange(of: count) { old, new in print(old, new) }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to compare after each update.
  ///   - initial: Whether to run the action also when the view appears.
  ///   - action: The action.
  /// - Returns: The view.
  public func onChange<V: Equatable>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
    modifier(_ValueActionModifier(value: value, initial: initial, action: action))
  }

  /// Runs an action when `value` differs after an update.
  ///
  /// - Parameters:
  ///   - value: The value to compare after each update.
  ///   - initial: Whether to run the action also when the view appears.
  ///   - action: The action.
  /// - Returns: The view.
  public func onChange<V: Equatable>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping () -> Void
  ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs an action with the new value when `value` differs after an update (deprecated in
  /// SwiftUI since iOS 17; here without the deprecation attribute, so it builds warning-free).
  ///
  /// As in SwiftUI, the action of the previous view value runs: what it captured is from before
  /// the change.
  ///
  /// ```swift
  /// Text(title).onChange(of: count) { newCount in print(title, newCount) }  // title before it
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to compare after each update.
  ///   - action: The action.
  /// - Returns: The view.
  public func onChange<V: Equatable>(
    of value: V,
    perform action: @escaping (_ newValue: V) -> Void
  )
    -> ModifiedContent<Self, _ValueActionModifier<V>>
  {
    var modifier = _ValueActionModifier(value: value, initial: false) { _, new in action(new) }
    modifier.callsPreviousAction = true
    return self.modifier(modifier)
  }
}
