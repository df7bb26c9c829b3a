extension Publishers {
  /// How ``Publisher/collect(_:options:)`` groups values in time.
  ///
  /// ```swift
  /// let strategy: Publishers.TimeGroupingStrategy<DispatchQueue> =
  ///   .byTimeOrCount(DispatchQueue.main, .seconds(1), 10)
  /// ```
  public enum TimeGroupingStrategy<Context: Scheduler> {
    /// A group per interval of the scheduler's time.
    case byTime(Context, Context.SchedulerTimeType.Stride)

    /// A group per interval, or as soon as it holds the given number of values.
    case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
  }
}

extension Publishers.TimeGroupingStrategy {
  var scheduler: Context {
    switch self {
    case .byTime(let scheduler, _), .byTimeOrCount(let scheduler, _, _): scheduler
    }
  }

  var interval: Context.SchedulerTimeType.Stride {
    switch self {
    case .byTime(_, let interval), .byTimeOrCount(_, let interval, _): interval
    }
  }

  /// The count that closes a group early; `nil` for `.byTime`.
  var count: Int? {
    if case .byTimeOrCount(_, _, let count) = self { return count }
    return nil
  }
}
