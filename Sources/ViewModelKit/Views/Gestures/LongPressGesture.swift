/// A gesture that ends when a touch stays on the view for `minimumDuration` seconds without moving
/// more than `maximumDistance` points.
///
/// Its value is `true` while the press lasts; `onChanged` and `updating` see `true` when the
/// touch begins, `onEnded` runs once the duration is reached (while the finger is still down, as
/// in SwiftUI).
///
/// ```swift
/// Text("Hold").gesture(
///   LongPressGesture(minimumDuration: 1).updating($isPressing) { value, state, _ in state = value }
///     .onEnded { _ in isArmed = true }
/// )
/// ```
public struct LongPressGesture: PrimitiveGesture, Sendable {
  public typealias Value = Bool
  public typealias Body = Never

  /// How long the touch must last, in seconds.
  public var minimumDuration: Double
  /// How far the touch may move, in points.
  public var maximumDistance: CGFloat

  /// Creates a long-press gesture.
  ///
  /// - Parameters:
  ///   - minimumDuration: How long the touch must last, in seconds.
  ///   - maximumDistance: How far it may move, in points.
  nonisolated public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  func makeRecognizer() -> GestureRecognizer<Bool> {
    LongPressRecognizer(gesture: self)
  }
}

/// Recognises a long press.
final class LongPressRecognizer: GestureRecognizer<Bool> {
  let gesture: LongPressGesture
  private var start: (location: CGPoint, time: Double)?
  private var isDone = false

  init(gesture: LongPressGesture) {
    self.gesture = gesture
  }

  override func handle(_ event: TouchEvent) -> GestureOutcome<Bool> {
    if event.phase == .began { start = (event.location, event.time) }
    guard let start, !isDone else { return .failed }
    guard distance(start.location, event.location) <= gesture.maximumDistance else {
      return .failed
    }
    if event.time - start.time >= gesture.minimumDuration {
      isDone = true
      return .ended(true)
    }
    return event.phase == .ended ? .failed : .changed(true)
  }

  override func reset() {
    start = nil
    isDone = false
  }
}
