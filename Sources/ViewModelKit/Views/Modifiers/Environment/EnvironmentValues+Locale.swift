public import Foundation

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { .current }
}

private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { .current }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { .current }
}

extension EnvironmentValues {
  /// The locale views in this subtree format for: the process's current locale unless a view
  /// writes another.
  ///
  /// ```swift
  /// ContentView().environment(\.locale, Locale(identifier: "fr_FR"))
  /// ```
  ///
  /// Differs from SwiftUI: the package's `Text` initialisers that format (dates, numbers,
  /// styles) use the format's own locale, not this one; a view that reads the value formats with
  /// it itself.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar of this subtree: the process's current calendar unless a view writes another.
  ///
  /// ```swift
  /// @Environment(\.calendar) private var calendar
  /// ```
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone of this subtree: the process's current time zone unless a view writes
  /// another.
  ///
  /// ```swift
  /// ContentView().environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
  /// ```
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}
