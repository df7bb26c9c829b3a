/// Plays the haptic of a task's outcome (recorded in ``UIFeedbackGenerator/playedFeedback``).
///
/// ```swift
/// UINotificationFeedbackGenerator().notificationOccurred(isValid ? .success : .error)
/// ```
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome.
  public enum FeedbackType: Int, Hashable, Sendable {
    /// The task succeeded.
    case success
    /// The task produced a warning.
    case warning
    /// The task failed.
    case error
  }

  /// Plays the haptic of an outcome.
  ///
  /// - Parameter notificationType: The outcome.
  public func notificationOccurred(_ notificationType: FeedbackType) {
    play(.notification(notificationType))
  }
}
