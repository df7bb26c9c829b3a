/// A clock whose time is a host's virtual time: `Task.sleep(for:clock:)` and `clock.sleep(for:)`
/// on it wait until a test advances the host, and end at the frame they are due.
///
/// Beyond SwiftUI. `host.clock` is the clock of one host. `ViewHostClock()` is the clock of the
/// host whose work is running when it is read or slept on (a `.task` of one of its views, an
/// interaction, a frame), and real continuous time outside any host's work — so a view model can
/// take it as its default and be created before its host:
///
/// ```swift
/// @Observable final class SearchModel {
///   var results: [String] = []
///   let clock: any Clock<Duration>
///   init(clock: any Clock<Duration> = ViewHostClock()) { self.clock = clock }
///
///   func search(_ query: String) async throws {
///     try await clock.sleep(for: .milliseconds(300))  // debounce
///     results = ["\(query) 1", "\(query) 2"]
///   }
/// }
/// // In a test: `await host.run(for: 0.3)` ends the sleep at frame 18.
/// ```
///
/// Rules: a sleep due between two frames ends at the first frame at or after its deadline; sleeps
/// due at the same frame end in deadline order, ties in the order they began. A sleep whose
/// deadline has passed returns at once. When the host goes away, its waiting sleeps throw
/// `CancellationError`, and so does a cancelled task's sleep.
public struct ViewHostClock: Clock {
  /// An instant of a host's time: the time since the host was created.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    /// The time since the host was created (outside any host's work: since the process first
    /// read the clock).
    public var offset: Duration

    /// Creates an instant at `offset` from the host's creation.
    ///
    /// - Parameter offset: The time since the host was created.
    public init(offset: Duration) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  /// The host's time and task work, or `nil` for the host whose work is running.
  let runtime: HostRuntime?

  /// The clock of the host whose work is running, and continuous time outside any host's work.
  ///
  /// ```swift
  /// try await ViewHostClock().sleep(for: .seconds(1))
  /// ```
  public init() {
    runtime = nil
  }

  init(runtime: HostRuntime) {
    self.runtime = runtime
  }

  /// The instant continuous time is counted from outside any host's work.
  private static let continuousOrigin = ContinuousClock.now

  private var resolved: HostRuntime? { runtime ?? HostRuntime.current }

  public var now: Instant {
    if let resolved { return Instant(offset: resolved.timeline.now) }
    return Instant(offset: Self.continuousOrigin.duration(to: .now))
  }

  /// One nanosecond (frames are the host's real resolution).
  public var minimumResolution: Duration { .nanoseconds(1) }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    if let resolved {
      // On the host's executor, the sleep's wake-up continues on the main queue, in order.
      try await withTaskExecutorPreference(resolved.executor) {
        try await resolved.timeline.sleep(until: deadline.offset)
      }
    } else {
      try await ContinuousClock()
        .sleep(until: Self.continuousOrigin.advanced(by: deadline.offset), tolerance: tolerance)
    }
  }
}
