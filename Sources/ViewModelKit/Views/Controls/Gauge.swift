/// A view that shows a value within a range: a level, a battery, a speed.
///
/// Headless layout: the label above a bar that takes all the width offered (4 points high),
/// with the minimum and maximum value labels at the bar's ends, and the current value label
/// below it, left-aligned; the marked value labels follow it. Tree descriptions show the value
/// as a fraction of the range.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///   Text("Battery")
/// } currentValueLabel: {
///   Text("\(Int(battery))%")
/// } minimumValueLabel: {
///   Text("0")
/// } maximumValueLabel: {
///   Text("100")
/// }
/// ```
public struct Gauge<
  Label: View,
  CurrentValueLabel: View,
  BoundsLabel: View,
  MarkedValueLabels: View
>:
  View, BuiltInView
{
  /// Where the value lies in the range, from 0 to 1.
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?
  let markedValueLabels: MarkedValueLabels?

  init(
    fraction: Double,
    label: Label,
    currentValueLabel: CurrentValueLabel? = nil,
    minimumValueLabel: BoundsLabel? = nil,
    maximumValueLabel: BoundsLabel? = nil,
    markedValueLabels: MarkedValueLabels? = nil
  ) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.markedValueLabels = markedValueLabels
  }

  /// Creates a gauge with every label.
  ///
  /// - Parameters:
  ///   - value: The value; clamped to `bounds`.
  ///   - bounds: The range of the value.
  ///   - label: What the gauge measures.
  ///   - currentValueLabel: The value, in words.
  ///   - minimumValueLabel: The lower bound, in words.
  ///   - maximumValueLabel: The upper bound, in words.
  ///   - markedValueLabels: Labels of values along the gauge.
  public init<V: BinaryFloatingPoint>(
    value: V,
    in bounds: ClosedRange<V> = 0...1,
    @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      fraction: Self.fraction(value, bounds),
      label: label(),
      currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(),
      markedValueLabels: markedValueLabels()
    )
  }

  public var body: some View {
    VStack(alignment: .leading) {
      label
      HStack {
        orEmpty(minimumValueLabel)
        _ControlPart(name: "Gauge.Bar", width: nil, height: 4)
        orEmpty(maximumValueLabel)
      }
      orEmpty(currentValueLabel)
      orEmpty(markedValueLabels)
    }
  }

  /// Where `value` lies in `bounds`, from 0 to 1 (0 for an empty range).
  static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
    let width = Double(bounds.upperBound - bounds.lowerBound)
    guard width > 0 else { return 0 }
    return min(1, max(0, Double(value - bounds.lowerBound) / width))
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Creates a gauge with a label.
  ///
  /// ```swift
  /// Gauge(value: 0.4) { Text("Volume") }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value; clamped to `bounds`.
  ///   - bounds: The range of the value.
  ///   - label: What the gauge measures.
  public init<V: BinaryFloatingPoint>(
    value: V,
    in bounds: ClosedRange<V> = 0...1,
    @ViewBuilder label: () -> Label
  ) {
    self.init(fraction: Self.fraction(value, bounds), label: label())
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Creates a gauge with a label and a current value label.
  ///
  /// - Parameters:
  ///   - value: The value; clamped to `bounds`.
  ///   - bounds: The range of the value.
  ///   - label: What the gauge measures.
  ///   - currentValueLabel: The value, in words.
  public init<V: BinaryFloatingPoint>(
    value: V,
    in bounds: ClosedRange<V> = 0...1,
    @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, bounds),
      label: label(),
      currentValueLabel: currentValueLabel()
    )
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// Creates a gauge with a label, a current value label and labels of its bounds.
  ///
  /// - Parameters:
  ///   - value: The value; clamped to `bounds`.
  ///   - bounds: The range of the value.
  ///   - label: What the gauge measures.
  ///   - currentValueLabel: The value, in words.
  ///   - minimumValueLabel: The lower bound, in words.
  ///   - maximumValueLabel: The upper bound, in words.
  public init<V: BinaryFloatingPoint>(
    value: V,
    in bounds: ClosedRange<V> = 0...1,
    @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      fraction: Self.fraction(value, bounds),
      label: label(),
      currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel()
    )
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// Creates a gauge with a label, a current value label and labels of values along it.
  ///
  /// - Parameters:
  ///   - value: The value; clamped to `bounds`.
  ///   - bounds: The range of the value.
  ///   - label: What the gauge measures.
  ///   - currentValueLabel: The value, in words.
  ///   - markedValueLabels: Labels of values along the gauge.
  public init<V: BinaryFloatingPoint>(
    value: V,
    in bounds: ClosedRange<V> = 0...1,
    @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      fraction: Self.fraction(value, bounds),
      label: label(),
      currentValueLabel: currentValueLabel(),
      markedValueLabels: markedValueLabels()
    )
  }
}

extension Gauge: SnapshotDescribable {
  var snapshotLine: String { "Gauge fraction: \(fraction)" }
}
