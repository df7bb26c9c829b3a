/// A view that shows progress: indeterminate (a spinner) or toward a total (a bar).
///
/// Headless layout (project measures of iOS's views): a spinner is 20×20 points with its label
/// below it; a bar takes all the width offered and is 4 points high, with its label above it and
/// its current value label below it, left-aligned.
///
/// ```swift
/// ProgressView()
/// ProgressView("Loading…")
/// ProgressView("Downloading", value: received, total: size)
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, BuiltInView {
  /// How far along, from 0 to 1; `nil` for indeterminate.
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// Creates a progress view toward a total, with a label and a current value label.
  ///
  /// - Parameters:
  ///   - value: The completed amount; `nil` for indeterminate.
  ///   - total: The full amount.
  ///   - label: What is in progress.
  ///   - currentValueLabel: How far it is, in words.
  public init<V: BinaryFloatingPoint>(
    value: V?,
    total: V = 1.0,
    @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, total),
      label: label(),
      currentValueLabel: currentValueLabel()
    )
  }

  public var body: some View {
    if fraction == nil {
      VStack {
        _ControlPart(name: "ProgressView.Spinner", width: 20, height: 20)
        orEmpty(label)
      }
    } else {
      VStack(alignment: .leading) {
        orEmpty(label)
        _ControlPart(name: "ProgressView.Bar", width: nil, height: 4)
        orEmpty(currentValueLabel)
      }
    }
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    guard total > 0 else { return 0 }
    return min(1, max(0, Double(value) / Double(total)))
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress view with a label.
  ///
  /// - Parameter label: What is in progress.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }

  /// Creates a progress view toward a total, with a label.
  ///
  /// - Parameters:
  ///   - value: The completed amount; `nil` for indeterminate.
  ///   - total: The full amount.
  ///   - label: What is in progress.
  public init<V: BinaryFloatingPoint>(
    value: V?,
    total: V = 1.0,
    @ViewBuilder label: () -> Label
  ) {
    self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress view.
  public init() {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }

  /// Creates a progress view toward a total.
  ///
  /// - Parameters:
  ///   - value: The completed amount; `nil` for indeterminate.
  ///   - total: The full amount.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress view with a title.
  ///
  /// - Parameter title: What is in progress.
  public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
  }

  /// Creates a progress view toward a total, with a title.
  ///
  /// - Parameters:
  ///   - title: What is in progress.
  ///   - value: The completed amount; `nil` for indeterminate.
  ///   - total: The full amount.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
  }
}

extension ProgressView: SnapshotDescribable {
  var snapshotLine: String {
    fraction.map { "ProgressView fraction: \($0)" } ?? "ProgressView indeterminate"
  }
}

/// How a ``ProgressView`` presents itself (recorded; the layout follows the value).
public protocol ProgressViewStyle {}

/// The platform's default.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}
}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}
}

/// A spinner.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's default.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
  /// Sets the style of the progress views in this view (recorded).
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func progressViewStyle<S: ProgressViewStyle>(
    _ style: S
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("progressViewStyle", TypeNames.unqualified(S.self))
  }
}
