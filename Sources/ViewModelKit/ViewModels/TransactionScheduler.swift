extension Scheduler {
  /// This scheduler, running every scheduled action inside a transaction with `animation`.
  ///
  /// ```swift
  /// viewModel.$items
  ///   .receive(on: DispatchQueue.main.animation(.default))
  ///   .assign(to: &$shownItems)
  /// ```
  ///
  /// - Parameter animation: The animation; `.default` when omitted.
  /// - Returns: The wrapped scheduler.
  public func animation(_ animation: Animation? = .default) -> TransactionScheduler<Self> {
    transaction(Transaction(animation: animation))
  }

  /// This scheduler, running every scheduled action inside `transaction`.
  ///
  /// - Parameter transaction: The transaction.
  /// - Returns: The wrapped scheduler.
  public func transaction(_ transaction: Transaction) -> TransactionScheduler<Self> {
    TransactionScheduler(base: self, transaction: transaction)
  }
}

/// A scheduler that runs every action of another one inside a transaction: what
/// `scheduler.animation(_:)` and `scheduler.transaction(_:)` return.
///
/// ```swift
/// let animated = DispatchQueue.main.animation(.spring)
/// animated.schedule { model.isExpanded = true }  // animates
/// ```
public struct TransactionScheduler<Base: Scheduler>: Scheduler {
  public typealias SchedulerTimeType = Base.SchedulerTimeType
  public typealias SchedulerOptions = Base.SchedulerOptions

  /// The scheduler that runs the actions.
  public let base: Base
  /// The transaction each action runs in.
  public let transaction: Transaction

  public var now: SchedulerTimeType { base.now }

  public var minimumTolerance: SchedulerTimeType.Stride { base.minimumTolerance }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let transaction = transaction
    base.schedule(options: options) { TransactionCarrying.carry(transaction, action) }
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let transaction = transaction
    base.schedule(after: date, tolerance: tolerance, options: options) {
      TransactionCarrying.carry(transaction, action)
    }
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let transaction = transaction
    return base.schedule(after: date, interval: interval, tolerance: tolerance, options: options) {
      TransactionCarrying.carry(transaction, action)
    }
  }
}

extension TransactionScheduler: Sendable where Base: Sendable {}
