extension Transaction {
  /// The transaction in effect for code running now: the merge of every enclosing
  /// `withTransaction`/`withAnimation`, innermost winning. Empty outside them.
  ///
  /// It is task-local, so it follows structured concurrency and is restored when a body exits
  /// (also by throwing). Later layers read it when a state write is recorded.
  @TaskLocal package static var current = Transaction()

  /// Receives every transaction that ran a body and carried completions, right after that body
  /// returned (or threw). The host installs one to fire completions that created no animation.
  @TaskLocal package static var completionObserver: (@Sendable (Transaction) -> Void)?
}
