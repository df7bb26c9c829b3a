/// The controls a ``ViewHost`` can operate, as the graph sees them without their generic types.
@MainActor
protocol TappableControl {
  /// Whether a tap on this control goes to it (a primitive button style may take taps over).
  func isTapTarget(in environment: EnvironmentValues) -> Bool
  /// Runs what a tap does, in the control's environment.
  func performTap(in environment: EnvironmentValues)
}

extension TappableControl {
  func isTapTarget(in environment: EnvironmentValues) -> Bool { true }
}

/// A ``Button``, seen without its generic types.
@MainActor
protocol ButtonView {}

extension Button: ButtonView {}

/// The body of a control whose pressed state a ``ViewHost`` holds with `press(_:)` and `release(_:)`.
@MainActor
protocol PressableControl {
  func setPressed(_ pressed: Bool)
}

@MainActor
protocol ToggleControl {
  var isOnBinding: Binding<Bool> { get }
}

@MainActor
protocol TextInputControl {
  var textBinding: Binding<String> { get }
  /// What the field runs when submitted (`TextField(_:text:onCommit:)`), besides `onSubmit`.
  func commit()
}

extension TextInputControl {
  func commit() {}
}

/// A control that offers a choice among options a ``ViewHost`` selects by their text.
@MainActor
protocol SelectionControl {
  /// The options' texts, in order.
  var optionTitles: [String] { get }
  /// Selects the option shown as `title`; `false` when there is none.
  func select(_ title: String) -> Bool
}

/// A control that takes a value a ``ViewHost`` sets directly (a slider, a date picker).
@MainActor
protocol ValueControl {
  /// The type of value it takes, as errors name it.
  var valueTypeName: String { get }
  /// Sets the value; `false` when `value` is not of the control's type.
  func setValue(_ value: Any) -> Bool
}

/// A control a ``ViewHost`` finds by its label's texts only, not by every text inside it (its
/// label may not be laid out, as a slider's, or its content holds other texts, as a menu's).
@MainActor
protocol LabelledControl {
  var labelTexts: [String] { get }
}

/// A view that shows text of its own, which labels match against.
@MainActor
protocol TextContent {
  var textContent: String { get }
}

extension Toggle: ToggleControl {
  var isOnBinding: Binding<Bool> { isOn }
}

extension Text: TextContent {
  var textContent: String { content }
}

/// A field that reports when editing begins (`TextField(_:text:onEditingChanged:)`).
@MainActor
protocol EditingControl {
  func editingChanged(_ isEditing: Bool)
}
