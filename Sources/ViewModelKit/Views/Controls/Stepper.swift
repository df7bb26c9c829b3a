/// A control that adds or removes a step from a value.
///
/// Laid out as a row: its label, a spacer, and the − and + buttons (94×32 points, iOS's
/// stepper). A ``ViewHost`` steps it by its label's text with `increment(_:)` and
/// `decrement(_:)`; `onEditingChanged` gets `true` before the step and `false` after.
///
/// ```swift
/// Stepper("Quantity", value: $quantity, in: 1...10)
/// Stepper("Volume", onIncrement: { volume += 1 }, onDecrement: { volume -= 1 })
/// Stepper(value: $count, in: 0...5) { Text("Count: \(count)") }
/// ```
public struct Stepper<Label: View>: View, BuiltInView {
  let label: Label
  let increment: (() -> Void)?
  let decrement: (() -> Void)?
  let onEditingChanged: (Bool) -> Void
  @Environment(\._labelsHidden) private var labelsHidden

  /// Creates a stepper that runs actions.
  ///
  /// - Parameters:
  ///   - onIncrement: What + does; `nil` disables it.
  ///   - onDecrement: What − does; `nil` disables it.
  ///   - onEditingChanged: Called with `true` before a step and `false` after.
  ///   - label: What the stepper is for.
  @_disfavoredOverload
  public init(
    onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = onIncrement
    decrement = onDecrement
    self.onEditingChanged = onEditingChanged
  }

  /// Creates a stepper over a range.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The allowed values.
  ///   - step: The amount of one step.
  ///   - onEditingChanged: Called with `true` before a step and `false` after.
  ///   - label: What the stepper is for.
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      onIncrement: {
        value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step))
      },
      onDecrement: {
        value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step))
      },
      onEditingChanged: onEditingChanged,
      label: label
    )
  }

  /// Creates a stepper with no bounds.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - step: The amount of one step.
  ///   - onEditingChanged: Called with `true` before a step and `false` after.
  ///   - label: What the stepper is for.
  public init<V: Strideable>(
    value: Binding<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
      onEditingChanged: onEditingChanged,
      label: label
    )
  }

  /// Creates a stepper over a range, with the label before the callback (the current form).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The allowed values.
  ///   - step: The amount of one step.
  ///   - label: What the stepper is for.
  ///   - onEditingChanged: Called with `true` before a step and `false` after.
  public init<V: Strideable>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value,
      in: bounds,
      step: step,
      onEditingChanged: onEditingChanged,
      label: label
    )
  }

  /// Creates a stepper that runs actions, with the label first (the current form).
  ///
  /// - Parameters:
  ///   - label: What the stepper is for.
  ///   - onIncrement: What + does; `nil` disables it.
  ///   - onDecrement: What − does; `nil` disables it.
  ///   - onEditingChanged: Called with `true` before a step and `false` after.
  public init(
    @ViewBuilder label: () -> Label,
    onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: onIncrement,
      onDecrement: onDecrement,
      onEditingChanged: onEditingChanged,
      label: label
    )
  }

  public var body: some View {
    HStack {
      orEmpty(labelsHidden ? nil : label)
      Spacer()
      _ControlPart(name: "Stepper.Buttons", width: 94, height: 32)
    }
  }
}

extension Stepper where Label == Text {
  /// Creates a stepper over a range, with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value.
  ///   - bounds: The allowed values.
  ///   - step: The amount of one step.
  ///   - onEditingChanged: Called with `true` before a step and `false` after.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S,
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(title)
    }
  }

  /// Creates a stepper with no bounds, with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value.
  ///   - step: The amount of one step.
  ///   - onEditingChanged: Called with `true` before a step and `false` after.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S,
    value: Binding<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }

  /// Creates a stepper that runs actions, with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - onIncrement: What + does; `nil` disables it.
  ///   - onDecrement: What − does; `nil` disables it.
  ///   - onEditingChanged: Called with `true` before a step and `false` after.
  public init<S: StringProtocol>(
    _ title: S,
    onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: onIncrement,
      onDecrement: onDecrement,
      onEditingChanged: onEditingChanged
    ) { Text(title) }
  }
}

extension Stepper: StepperControl, LabelledControl {
  func step(up: Bool) -> Bool {
    guard let action = up ? increment : decrement else { return false }
    onEditingChanged(true)
    action()
    onEditingChanged(false)
    return true
  }

  var labelTexts: [String] { ViewValues.texts(of: label) }
}

/// A stepper, seen without its generic types.
@MainActor
protocol StepperControl {
  /// Steps up or down; `false` when that direction has no action.
  func step(up: Bool) -> Bool
}
