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
  @TaskLocal package static var completionObserver: (@Sendable (Transaction) -> Void)?
}
