/// Marks a transaction that travels with an event: the event channel, the publisher helpers and
/// the scheduler wrappers set it, and every scheduler of Signals carries such a transaction to the
/// work it runs later (`receive(on:)`, `debounce`, `delay`…).
///
/// A plain `withAnimation { subject.send() }` is not marked, so, as in SwiftUI, its animation is
/// lost when the value hops to another queue.
enum CarriedTransactionKey: TransactionKey {
  static let defaultValue = false
}

extension Transaction {
  /// Whether this transaction travels with events across scheduler hops.
  var isCarried: Bool {
    get { self[CarriedTransactionKey.self] }
    set { self[CarriedTransactionKey.self] = newValue }
  }
}

/// Installs, once, the capture that lets Signals' schedulers carry marked transactions.
enum TransactionCarrying {
  static let installed: Void = {
    SchedulingContext.register {
      let transaction = Transaction.current
      guard transaction.isCarried else { return nil }
      return { body in Transaction.$current.withValue(transaction) { body() } }
    }
  }()

  /// Runs `body` inside `transaction`, marked to travel across scheduler hops.
  static func carry(_ transaction: Transaction, _ body: () -> Void) {
    _ = installed
    var carried = transaction
    carried.isCarried = true
    Transaction.$current.withValue(carried.merged(over: Transaction.current)) { body() }
  }
}
