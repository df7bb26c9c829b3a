public import Foundation

/// The base of the haptic feedback generators: the feedback they play is recorded in
/// ``playedFeedback``, for tests.
///
/// ```swift
/// Button("Save") {
///   save()
///   UINotificationFeedbackGenerator().notificationOccurred(.success)
/// }
///
/// // In a test:
/// let before = UIFeedbackGenerator.playedFeedback.count
/// try host.tap("Save")
/// #expect(UIFeedbackGenerator.playedFeedback.dropFirst(before) == [.notification(.success)])
/// ```
///
/// There is no Taptic Engine: ``prepare()`` changes nothing and every feedback is recorded,
/// prepared or not. The log is the process's: a test reads the entries it added.
@MainActor
open class UIFeedbackGenerator {
  /// One feedback a generator played.
  public enum Feedback: Hashable, Sendable, CustomStringConvertible {
    /// An impact of a style at an intensity from 0 to 1 (1 for `impactOccurred()`).
    case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
    /// A notification: success, warning or error.
    case notification(UINotificationFeedbackGenerator.FeedbackType)
    /// A change of selection.
    case selection

    public var description: String {
      switch self {
      case .impact(let style, let intensity): "impact(\(style), intensity: \(intensity))"
      case .notification(let type): "notification(\(type))"
      case .selection: "selection"
      }
    }
  }

  /// Every feedback played in this process, in order.
  public private(set) static var playedFeedback: [Feedback] = []

  /// Creates a generator.
  public init() {}

  /// Readies the haptics to play soon; nothing to ready here.
  public func prepare() {}

  /// Records a played feedback.
  func play(_ feedback: Feedback) {
    Self.playedFeedback.append(feedback)
  }
}
