/// A control that picks a value from a continuous range.
///
/// Laid out as a track that takes all the width offered and is 30 points high (a project
/// measure of iOS's slider), between its minimum and maximum value labels when it has them. Its
/// label is not laid out (as on iOS) but a ``ViewHost`` finds it by it:
/// `host.setValue(0.8, of: "Volume")`, which calls `onEditingChanged` with `true`, sets the
/// value (snapped to `step` and clamped to the range), then calls it with `false`.
///
/// ```swift
/// Slider(value: $volume, in: 0...1) { Text("Volume") }
/// Slider(value: $rating, in: 1...5, step: 1)
/// ```
public struct Slider<Label: View, ValueLabel: View>: View, BuiltInView {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  let onEditingChanged: (Bool) -> Void

  init<V: BinaryFloatingPoint>(
    value: Binding<V>,
    bounds: ClosedRange<V>,
    step: V.Stride?,
    label: Label,
    minimum: ValueLabel?,
    maximum: ValueLabel?,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(
      get: { Double(value.wrappedValue) },
      set: { value.wrappedValue = V($0) }
    )
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    self.label = label
    minimumValueLabel = minimum
    maximumValueLabel = maximum
    self.onEditingChanged = onEditingChanged
  }

  /// Creates a slider with a label and minimum and maximum value labels.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The range.
  ///   - label: What the slider is for (not laid out).
  ///   - minimumValueLabel: Shown before the track.
  ///   - maximumValueLabel: Shown after the track.
  ///   - onEditingChanged: Called with `true` when a change begins and `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>,
    in bounds: ClosedRange<V> = 0...1,
    @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value,
      bounds: bounds,
      step: nil,
      label: label(),
      minimum: minimumValueLabel(),
      maximum: maximumValueLabel(),
      onEditingChanged: onEditingChanged
    )
  }

  /// Creates a slider with steps, a label and minimum and maximum value labels.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The range.
  ///   - step: The distance between allowed values.
  ///   - label: What the slider is for (not laid out).
  ///   - minimumValueLabel: Shown before the track.
  ///   - maximumValueLabel: Shown after the track.
  ///   - onEditingChanged: Called with `true` when a change begins and `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value,
      bounds: bounds,
      step: step,
      label: label(),
      minimum: minimumValueLabel(),
      maximum: maximumValueLabel(),
      onEditingChanged: onEditingChanged
    )
  }

  public var body: some View {
    HStack {
      orEmpty(minimumValueLabel)
      _ControlPart(name: "Slider.Track", width: nil, height: 30)
      orEmpty(maximumValueLabel)
    }
  }
}

extension Slider where ValueLabel == EmptyView {
  /// Creates a slider with a label.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The range.
  ///   - label: What the slider is for (not laid out).
  ///   - onEditingChanged: Called with `true` when a change begins and `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>,
    in bounds: ClosedRange<V> = 0...1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value,
      bounds: bounds,
      step: nil,
      label: label(),
      minimum: nil,
      maximum: nil,
      onEditingChanged: onEditingChanged
    )
  }

  /// Creates a slider with steps and a label.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The range.
  ///   - step: The distance between allowed values.
  ///   - label: What the slider is for (not laid out).
  ///   - onEditingChanged: Called with `true` when a change begins and `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value,
      bounds: bounds,
      step: step,
      label: label(),
      minimum: nil,
      maximum: nil,
      onEditingChanged: onEditingChanged
    )
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// Creates a slider.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The range.
  ///   - onEditingChanged: Called with `true` when a change begins and `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>,
    in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value,
      bounds: bounds,
      step: nil,
      label: EmptyView(),
      minimum: nil,
      maximum: nil,
      onEditingChanged: onEditingChanged
    )
  }

  /// Creates a slider with steps.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The range.
  ///   - step: The distance between allowed values.
  ///   - onEditingChanged: Called with `true` when a change begins and `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value,
      bounds: bounds,
      step: step,
      label: EmptyView(),
      minimum: nil,
      maximum: nil,
      onEditingChanged: onEditingChanged
    )
  }
}

extension Slider: SnapshotDescribable, ValueControl, LabelledControl {
  var snapshotLine: String { "Slider value: \(value.wrappedValue)" }

  var valueTypeName: String { "Double" }

  func setValue(_ newValue: Any) -> Bool {
    guard let number = (newValue as? Double) ?? (newValue as? Int).map(Double.init) else {
      return false
    }
    var snapped = number
    if let step, step > 0 {
      snapped = bounds.lowerBound + ((number - bounds.lowerBound) / step).rounded() * step
    }
    onEditingChanged(true)
    value.wrappedValue = min(bounds.upperBound, max(bounds.lowerBound, snapped))
    onEditingChanged(false)
    return true
  }

  var labelTexts: [String] { ViewValues.texts(of: label) }
}
