/// The transaction of the event a task's `for await` loop received last, which the changes the
/// loop's body makes carry (beneath any `withAnimation` of their own).
///
/// A `.task` binds a box for its work; an event channel's async sequence fills it at each event
/// and empties it when the loop asks for the next one. Outside a `.task`, nothing is carried.
final class DeliveredTransaction: @unchecked Sendable {
  // Written and read by one task's work, which runs on the main actor and the main queue.
  var transaction: Transaction?

  /// The box of the running `.task`, if any.
  @TaskLocal static var current: DeliveredTransaction?

  /// `change` with the delivered transaction of the running task beneath its own.
  static func carried(into change: PendingChange) -> PendingChange {
    guard let delivered = current?.transaction else { return change }
    return PendingChange(kind: change.kind, transaction: change.transaction.merged(over: delivered))
  }
}
