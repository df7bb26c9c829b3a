public import Foundation

/// The dates at which a ``TimelineView`` updates its content.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///   Text(context.date, format: .dateTime.second())
/// }
/// ```
public protocol TimelineSchedule {
  /// The kind of update rate a schedule is asked for.
  typealias Mode = TimelineScheduleMode

  /// The sequence of dates.
  associatedtype Entries: Sequence where Entries.Element == Date

  /// The dates from `startDate` on, in increasing order.
  ///
  /// - Parameters:
  ///   - startDate: The date the timeline starts at.
  ///   - mode: The update rate the schedule is asked for.
  /// - Returns: The dates.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// The update rate a ``TimelineSchedule`` is asked for; a host always asks for `normal`.
public enum TimelineScheduleMode: Sendable {
  /// Updates as often as the schedule says.
  case normal
  /// Updates as rarely as the system allows (an always-on display).
  case lowFrequency
}

/// A schedule of dates `interval` apart from a start date: `.periodic(from:by:)`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let startDate: Date
  let interval: TimeInterval

  /// Creates a schedule of dates `interval` apart, from `startDate`.
  ///
  /// - Parameters:
  ///   - startDate: The first date.
  ///   - interval: The time between dates; at least a millisecond is used.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = max(interval, 0.001)
  }

  /// The dates of a periodic schedule: the last one due at the timeline's start, then every
  /// interval.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let interval: TimeInterval

    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(interval) }
      return upcoming
    }
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let elapsed = startDate.timeIntervalSince(self.startDate)
    let steps = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
    return Entries(
      upcoming: self.startDate.addingTimeInterval(steps * interval),
      interval: interval
    )
  }
}

/// A schedule of the start of every minute: `.everyMinute`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// Creates the schedule.
  public init() {}

  public func entries(
    from startDate: Date,
    mode: TimelineScheduleMode
  )
    -> PeriodicTimelineSchedule.Entries
  {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return PeriodicTimelineSchedule.Entries(
      upcoming: Date(timeIntervalSinceReferenceDate: minute),
      interval: 60
    )
  }
}

/// A schedule of every frame, or every `minimumInterval`: `.animation`.
///
/// In a host, a frame is one of the host's frames (1/60 s by default) at most. As in SwiftUI,
/// a paused schedule has no dates at all, and neither has any schedule asked for in
/// `.lowFrequency` mode: a ``TimelineView`` over it draws its content once, for the date it
/// appeared.
///
/// ```swift
/// let schedule = AnimationTimelineSchedule(paused: true)
/// Array(schedule.entries(from: .now, mode: .normal))  // []
/// ```
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool

  /// Creates the schedule.
  ///
  /// - Parameters:
  ///   - minimumInterval: The least time between dates; one frame (1/60 s) when `nil`.
  ///   - paused: Whether the schedule is paused: then it has no dates.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
    let interval = max(minimumInterval ?? 1.0 / 60, 1.0 / 120)
    var next: Date? = paused || mode == .lowFrequency ? nil : startDate
    return AnyIterator {
      defer { next = next?.addingTimeInterval(interval) }
      return next
    }
  }
}

/// A schedule of given dates: `.explicit(_:)`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries

  /// Creates a schedule of `dates`.
  ///
  /// - Parameter dates: The dates, in increasing order.
  public init(_ dates: Entries) {
    self.dates = dates
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Dates `interval` apart from `startDate`.
  ///
  /// - Parameters:
  ///   - startDate: The first date.
  ///   - interval: The time between dates.
  /// - Returns: The schedule.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> Self {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// The start of every minute.
  public static var everyMinute: Self { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every frame.
  public static var animation: Self { AnimationTimelineSchedule() }

  /// Every frame, or every `minimumInterval`, unless paused.
  ///
  /// - Parameters:
  ///   - minimumInterval: The least time between dates.
  ///   - paused: Whether the schedule is paused.
  /// - Returns: The schedule.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> Self {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  /// The given dates.
  ///
  /// - Parameter dates: The dates, in increasing order.
  /// - Returns: The schedule.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}
