public import Foundation
import Signals

/// A view that redraws its content at the dates of a schedule: `TimelineView(.periodic(from:by:))`,
/// `.everyMinute`, `.animation`, `.explicit(_:)`.
///
/// The dates come from the main run loop's clock, so in a ``ViewHost`` they are the host's
/// virtual dates and the content is redrawn when a test advances the host: at appearance for the
/// last date due, then at each later date, at the first frame at or after it.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in
///   Text("\(Int(context.date.timeIntervalSince(start))) s")
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// What the content is drawn for.
  public struct Context {
    /// How often the timeline updates; a host always updates `live`.
    public enum Cadence: Comparable, Sendable {
      /// At every date of the schedule.
      case live
      /// About once a second.
      case seconds
      /// About once a minute.
      case minutes
    }

    /// The date of the schedule's entry being drawn.
    public let date: Date
    /// How often the timeline updates.
    public let cadence: Cadence
  }

  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content
  @State private var date: Date?
  @State private var driver = TimelineDriver()
}

/// The context a ``TimelineView``'s content receives.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView: View, BuiltInView where Content: View {
  /// Creates a view that redraws `content` at the dates of `schedule`.
  ///
  /// - Parameters:
  ///   - schedule: The dates.
  ///   - content: The content for one date.
  public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  public var body: some View {
    let shown = date ?? RunLoop.main.now.date
    content(TimelineViewDefaultContext(date: shown, cadence: .live))
      .onAppear { driver.start(schedule) { date = $0 } }
      .onDisappear { driver.stop() }
  }
}

/// Walks a schedule's dates on the main run loop's clock, one scheduled wake-up at a time.
@MainActor
final class TimelineDriver {
  private var generation = 0

  /// Shows the last date due now and schedules the later ones.
  func start<S: TimelineSchedule>(_ schedule: S, update: @escaping (Date) -> Void) {
    generation += 1
    let now = RunLoop.main.now.date
    var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
    var next = iterator.next()
    var current: Date?
    while let candidate = next, candidate <= now {
      current = candidate
      next = iterator.next()
    }
    if let current { update(current) }
    wake(at: next, generation: generation, iterator: iterator, update: update)
  }

  /// Stops the timeline: a scheduled wake-up does nothing.
  func stop() {
    generation += 1
  }

  private func wake<I: IteratorProtocol<Date>>(
    at date: Date?,
    generation: Int,
    iterator: I,
    update: @escaping (Date) -> Void
  ) {
    guard let date else { return }
    let state = UncheckedSendable(value: (iterator, update))
    RunLoop.main.schedule(after: .init(date)) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.generation == generation else { return }
        var (iterator, update) = state.value
        update(date)
        var next = iterator.next()
        while let candidate = next, candidate <= date { next = iterator.next() }
        self.wake(at: next, generation: generation, iterator: iterator, update: update)
      }
    }
  }
}
