public import Foundation

extension Text {
  /// Creates text that shows a value formatted with a format style.
  ///
  /// The style formats with its own locale (SwiftUI uses the environment's locale instead).
  ///
  /// ```swift
  /// Text(price, format: .currency(code: "USD"))
  /// Text(ratio, format: .percent)
  /// ```
  ///
  /// - Parameters:
  ///   - input: The value.
  ///   - format: The style.
  public init<F: FormatStyle>(
    _ input: F.FormatInput,
    format: F
  ) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(string: format.format(input))
  }

  /// Creates text that shows a value described by a formatter.
  ///
  /// - Parameters:
  ///   - subject: The value.
  ///   - formatter: The formatter; the value's description when it gives nothing.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(string: formatter.string(for: subject) ?? String(describing: subject))
  }

  /// Creates text that shows an object described by a formatter.
  ///
  /// - Parameters:
  ///   - subject: The object.
  ///   - formatter: The formatter; the object's description when it gives nothing.
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(string: formatter.string(for: subject) ?? subject.description)
  }

  /// Creates text that shows a date in a style, formatted in `en_US_POSIX` and UTC.
  ///
  /// ```swift
  /// Text(event.start, style: .time)  // "3:30 PM"
  /// ```
  ///
  /// - Parameters:
  ///   - date: The date.
  ///   - style: The style.
  public init(_ date: Date, style: DateStyle) {
    self.init(string: style.format(date))
  }

  /// Creates text that shows a range of dates: `"3:00 PM – 4:30 PM"` within one UTC day, else
  /// `"December 1, 2026 – December 2, 2026"` (`en_US_POSIX`, UTC).
  ///
  /// - Parameter dates: The range.
  public init(_ dates: ClosedRange<Date>) {
    self.init(string: DateStyle.interval(dates.lowerBound, dates.upperBound))
  }

  /// Creates text that shows a date interval, as `Text(start...end)` does.
  ///
  /// - Parameter interval: The interval.
  public init(_ interval: DateInterval) {
    self.init(string: DateStyle.interval(interval.start, interval.end))
  }

  /// Creates text that shows a timer over an interval.
  ///
  /// Headless the text does not tick: it shows the timer at `pauseTime`, or, without one, at
  /// the moment the text is made (the wall clock). The time is clamped to the interval and shown
  /// as `m:ss`, or `h:mm:ss` from an hour on when `showsHours` is set.
  ///
  /// ```swift
  /// Text(timerInterval: start...end, pauseTime: start, countsDown: true)  // "5:00"
  /// ```
  ///
  /// - Parameters:
  ///   - timerInterval: The interval.
  ///   - pauseTime: The moment shown, or `nil` for now.
  ///   - countsDown: Whether it shows the time remaining (else the time elapsed).
  ///   - showsHours: Whether hours are shown as a field of their own.
  public init(
    timerInterval: ClosedRange<Date>,
    pauseTime: Date? = nil,
    countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
    let seconds =
      countsDown
      ? timerInterval.upperBound.timeIntervalSince(now)
      : now.timeIntervalSince(timerInterval.lowerBound)
    self.init(string: DateStyle.timer(seconds, showsHours: showsHours))
  }

  /// How `Text(_:style:)` shows a date.
  ///
  /// Headless, dates are formatted in the `en_US_POSIX` locale and the UTC time zone, so that a
  /// test's output does not depend on the machine. `.relative`, `.offset` and `.timer` are
  /// measured from the moment the text is made (the wall clock) and do not update.
  ///
  /// ```swift
  /// Text(meeting, style: .date)  // "December 1, 2026"
  /// ```
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      case time, date, relative, offset, timer
    }

    let kind: Kind

    /// The time of day: `"3:30 PM"`.
    public static let time = DateStyle(kind: .time)
    /// The date: `"December 1, 2026"`.
    public static let date = DateStyle(kind: .date)
    /// The time between now and the date: `"2 hr, 5 min"`.
    public static let relative = DateStyle(kind: .relative)
    /// The signed offset from now: `"+2 hours"`, `"-5 minutes"`.
    public static let offset = DateStyle(kind: .offset)
    /// A timer from now: `"2:05"`, `"1:00:00"`.
    public static let timer = DateStyle(kind: .timer)

    func format(_ date: Date) -> String {
      switch kind {
      case .time: Self.formatted(date, "h:mm a")
      case .date: Self.formatted(date, "MMMM d, yyyy")
      case .relative: Self.relative(date.timeIntervalSinceNow)
      case .offset: Self.offset(date.timeIntervalSinceNow)
      case .timer: Self.timer(abs(date.timeIntervalSinceNow), showsHours: true)
      }
    }

    static func formatted(_ date: Date, _ format: String) -> String {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.dateFormat = format
      return formatter.string(from: date)
    }

    static func interval(_ start: Date, _ end: Date) -> String {
      let day = "yyyy-MM-dd"
      let format = formatted(start, day) == formatted(end, day) ? "h:mm a" : "MMMM d, yyyy"
      return formatted(start, format) + " – " + formatted(end, format)
    }

    static func timer(_ interval: TimeInterval, showsHours: Bool) -> String {
      let total = Int(max(0, interval).rounded(.down))
      let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
      func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
      guard showsHours, hours > 0 else { return "\(total / 60):\(two(seconds))" }
      return "\(hours):\(two(minutes)):\(two(seconds))"
    }

    static func relative(_ interval: TimeInterval) -> String {
      let total = Int(abs(interval).rounded(.down))
      let units: [(Int, String)] = [
        (total / 86400, total / 86400 == 1 ? "day" : "days"), (total / 3600 % 24, "hr"),
        (total / 60 % 60, "min"), (total % 60, "sec"),
      ]
      guard let first = units.firstIndex(where: { $0.0 > 0 }) else { return "0 sec" }
      return units[first...].prefix(2).filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        .joined(separator: ", ")
    }

    static func offset(_ interval: TimeInterval) -> String {
      let total = Int(abs(interval).rounded(.down))
      let sign = interval < 0 ? "-" : "+"
      let (value, unit) =
        total >= 86400
        ? (total / 86400, "day")
        : total >= 3600
          ? (total / 3600, "hour")
          : total >= 60 ? (total / 60, "minute") : (total, "second")
      return "\(sign)\(value) \(unit)\(value == 1 ? "" : "s")"
    }
  }
}
