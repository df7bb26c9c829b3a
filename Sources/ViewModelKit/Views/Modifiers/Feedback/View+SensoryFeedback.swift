extension View {
  /// Plays `feedback` when `trigger` changes.
  ///
  /// ```swift
  /// Toggle("Alarm", isOn: $isOn)
  ///   .sensoryFeedback(.selection, trigger: isOn)
  /// ```
  ///
  /// The feedback is recorded in the host's ``ViewHost/playedSensoryFeedback`` after the update
  /// that changed `trigger`, as `onChange(of:)` runs its action.
  ///
  /// - Parameters:
  ///   - feedback: What to play.
  ///   - trigger: The value whose change plays it.
  /// - Returns: The view.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    onChange(of: trigger) { _, _ in SensoryFeedback.play(feedback) }
  }

  /// Plays `feedback` when `trigger` changes and `condition` holds for its old and new values.
  ///
  /// ```swift
  /// Text("\(score)")
  ///   .sensoryFeedback(.success, trigger: score) { old, new in new > old }
  /// ```
  ///
  /// - Parameters:
  ///   - feedback: What to play.
  ///   - trigger: The value whose change plays it.
  ///   - condition: Whether a change from the old to the new value plays it.
  /// - Returns: The view.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback,
    trigger: T,
    condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View {
    onChange(of: trigger) { old, new in
      if condition(old, new) { SensoryFeedback.play(feedback) }
    }
  }

  /// Plays the feedback that `feedback` gives for the old and new values of `trigger` when it
  /// changes, or none when it gives `nil`.
  ///
  /// ```swift
  /// Stepper("Servings", value: $servings)
  ///   .sensoryFeedback(trigger: servings) { old, new in new > old ? .increase : .decrease }
  /// ```
  ///
  /// - Parameters:
  ///   - trigger: The value whose change plays a feedback.
  ///   - feedback: The feedback for a change from the old to the new value.
  /// - Returns: The view.
  public func sensoryFeedback<T: Equatable>(
    trigger: T,
    _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View {
    onChange(of: trigger) { old, new in
      if let played = feedback(old, new) { SensoryFeedback.play(played) }
    }
  }
}

extension SensoryFeedback {
  /// Records a played feedback in the log of the host whose update played it.
  static func play(_ feedback: SensoryFeedback) {
    HostRuntime.current?.playedSensoryFeedback.withLock { $0.append(feedback) }
  }
}
