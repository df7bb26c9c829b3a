public import Foundation

/// The host's gestures, limited to the query's view.
extension ViewHost.Query {
  /// Drags the view with a gesture that shows `label` inside the query's view, as
  /// ``ViewHost/drag(_:by:duration:)`` does.
  ///
  /// ```swift
  /// try host.find(CardStack.self, at: 0).drag("Card", by: CGSize(width: 160, height: 0))
  /// ```
  ///
  /// - Parameters:
  ///   - label: The text the view shows.
  ///   - translation: How far the touch moves.
  ///   - duration: How long the move takes; at least one frame.
  /// - Throws: ``ViewHostError`` when the query's view or the view with a gesture cannot be
  ///   found.
  public func drag(_ label: String, by translation: CGSize, duration: Double = 0.25) throws {
    try perform { try host.drag(label, by: translation, duration: duration) }
  }

  /// Presses the view with a gesture that shows `label` inside the query's view, as
  /// ``ViewHost/longPress(_:duration:)`` does.
  ///
  /// - Parameters:
  ///   - label: The text the view shows.
  ///   - duration: How long the press lasts.
  /// - Throws: ``ViewHostError`` when the query's view or the view with a gesture cannot be
  ///   found.
  public func longPress(_ label: String, duration: Double = 0.5) throws {
    try perform { try host.longPress(label, duration: duration) }
  }

  /// Pinches the view with a gesture that shows `label` inside the query's view, as
  /// ``ViewHost/magnify(_:by:duration:)`` does.
  ///
  /// - Parameters:
  ///   - label: The text the view shows.
  ///   - scale: The scale the fingers end at.
  ///   - duration: How long the pinch takes.
  /// - Throws: ``ViewHostError`` when the query's view or the view with a gesture cannot be
  ///   found.
  public func magnify(_ label: String, by scale: CGFloat, duration: Double = 0.25) throws {
    try perform { try host.magnify(label, by: scale, duration: duration) }
  }

  /// Turns two fingers on the view with a gesture that shows `label` inside the query's view,
  /// as ``ViewHost/rotate(_:by:duration:)`` does.
  ///
  /// - Parameters:
  ///   - label: The text the view shows.
  ///   - angle: The angle the fingers turn.
  ///   - duration: How long the turn takes.
  /// - Throws: ``ViewHostError`` when the query's view or the view with a gesture cannot be
  ///   found.
  public func rotate(_ label: String, by angle: Angle, duration: Double = 0.25) throws {
    try perform { try host.rotate(label, by: angle, duration: duration) }
  }
}
