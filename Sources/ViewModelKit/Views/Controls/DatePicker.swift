public import Foundation

/// A control that picks a date.
///
/// Laid out as a row: its label, a spacer, and the date as text, formatted in UTC with the
/// Gregorian calendar as `2024-03-05` (`.date`), `14:30` (`.hourAndMinute`) or both
/// (a project format; a device formats for the user's locale). A ``ViewHost`` sets it by its
/// label: `host.setValue(date, of: "Due")`, clamped to the picker's range.
///
/// ```swift
/// DatePicker("Due", selection: $due, displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View, BuiltInView {
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let components: DatePickerComponents
  let label: Label
  @Environment(\._labelsHidden) private var labelsHidden

  /// Creates a date picker with a label view.
  ///
  /// - Parameters:
  ///   - selection: The date.
  ///   - displayedComponents: Which parts of the date it shows.
  ///   - label: What the picker is for.
  public init(
    selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: nil, components: displayedComponents, label: label())
  }

  /// Creates a date picker limited to a range, with a label view.
  ///
  /// - Parameters:
  ///   - selection: The date.
  ///   - range: The dates it allows.
  ///   - displayedComponents: Which parts of the date it shows.
  ///   - label: What the picker is for.
  public init(
    selection: Binding<Date>,
    in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: range, components: displayedComponents, label: label())
  }

  init(
    selection: Binding<Date>,
    range: ClosedRange<Date>?,
    components: DatePickerComponents,
    label: Label
  ) {
    self.selection = selection
    self.range = range
    self.components = components
    self.label = label
  }

  public var body: some View {
    HStack {
      orEmpty(labelsHidden ? nil : label)
      Spacer()
      Text(formatted)
    }
  }

  var formatted: String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute],
      from: selection.wrappedValue
    )
    func two(_ value: Int?) -> String {
      let value = value ?? 0
      return value < 10 ? "0\(value)" : "\(value)"
    }
    var pieces: [String] = []
    if components.contains(.date) {
      pieces.append("\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))")
    }
    if components.contains(.hourAndMinute) {
      pieces.append("\(two(parts.hour)):\(two(parts.minute))")
    }
    return pieces.joined(separator: " ")
  }
}

extension DatePicker where Label == Text {
  /// Creates a date picker with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - selection: The date.
  ///   - displayedComponents: Which parts of the date it shows.
  public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, range: nil, components: displayedComponents, label: Text(title))
  }

  /// Creates a date picker limited to a range, with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - selection: The date.
  ///   - range: The dates it allows.
  ///   - displayedComponents: Which parts of the date it shows.
  public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<Date>,
    in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection,
      range: range,
      components: displayedComponents,
      label: Text(title)
    )
  }
}

/// The parts of a date a ``DatePicker`` shows.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt

  /// Creates components.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The hour and the minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

extension DatePicker: SnapshotDescribable, ValueControl, LabelledControl {
  var snapshotLine: String { "DatePicker selection: \(formatted)" }

  var valueTypeName: String { "Date" }

  func setValue(_ value: Any) -> Bool {
    guard var date = value as? Date else { return false }
    if let range { date = min(range.upperBound, max(range.lowerBound, date)) }
    selection.wrappedValue = date
    return true
  }

  var labelTexts: [String] { ViewValues.texts(of: label) }
}

/// How a ``DatePicker`` presents itself (recorded; every style is laid out as one row).
public protocol DatePickerStyle {}

/// The platform's default.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

/// A compact button that opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

/// A calendar shown inline.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

/// Spinning wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's default.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A compact button that opens a calendar.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar shown inline.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Spinning wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// Sets the style of the date pickers in this view (recorded).
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func datePickerStyle<S: DatePickerStyle>(
    _ style: S
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("datePickerStyle", TypeNames.unqualified(S.self))
  }
}
