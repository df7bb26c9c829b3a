extension ViewHost {
  /// Every feedback that the hosted views' `sensoryFeedback` modifiers played, in order.
  ///
  /// ```swift
  /// try host.tap("Add")
  /// #expect(host.playedSensoryFeedback == [.increase])
  /// ```
  public var playedSensoryFeedback: [SensoryFeedback] {
    runtime.playedSensoryFeedback.withLock { $0 }
  }
}
