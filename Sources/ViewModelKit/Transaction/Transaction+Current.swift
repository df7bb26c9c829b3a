extension Transaction {
  /// The transaction in effect for code running now.
  ///
  /// It is the merge of every enclosing `withTransaction`/`withAnimation`, innermost winning,
  /// and empty outside them.
  ///
  /// It is task-local, so it follows structured concurrency and is restored when a body exits
  /// (also by throwing). Later layers read it when a state write is recorded.
  @TaskLocal package static var current = Transaction()

  /// Receives each transaction that added completions, right after its body returns or throws.
  ///
  /// The host installs one to fire completions whose changes created no animation.
  @TaskLocal package static var completionObserver: CompletionObserver?
}

/// The host's completion observer, wrapped in a struct: with Swift 6.3 a task-local of function
/// type crashes `withValue` in optimised builds, and a struct around the function does not.
package struct CompletionObserver: Sendable {
  /// Receives one transaction.
  package let receive: @Sendable (Transaction) -> Void

  package init(_ receive: @escaping @Sendable (Transaction) -> Void) {
    self.receive = receive
  }
}
