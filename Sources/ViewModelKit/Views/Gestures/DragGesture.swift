public import Foundation

/// A gesture that follows a touch once it has moved `minimumDistance` points.
///
/// `onChanged` and `updating` see each move after that; `onEnded` sees the last one when the touch
/// lifts. A touch that never moves far enough is not a drag (a tap can recognise it instead).
///
/// ```swift
/// Circle()
///   .offset(offset)
///   .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
public struct DragGesture: PrimitiveGesture, Sendable {
  public typealias Body = Never

  /// Where a drag is.
  ///
  /// Headless: `time` is the host's virtual time counted from the reference date (2001-01-01);
  /// `velocity` is the change between the last two events per second; the predicted end adds the
  /// distance a scroll view decelerating at UIKit's normal rate (0.998 a millisecond) would still
  /// travel: velocity × 0.499 s.
  public struct Value: Equatable, Sendable {
    /// When the event happened.
    public var time: Date
    /// Where the touch is, in the gesture's coordinate space.
    public var location: CGPoint
    /// Where the touch began.
    public var startLocation: CGPoint
    /// How fast the touch moves, in points per second.
    public var velocity: CGSize
    /// Where the drag would end if the touch lifted now and coasted.
    public var predictedEndLocation: CGPoint

    /// `location` minus `startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// `predictedEndLocation` minus `startLocation`.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y
      )
    }
  }

  /// How far the touch must move before the drag begins, in points.
  public var minimumDistance: CGFloat

  /// The space the values' locations are in: the view's own (`.local`), the screen's
  /// (`.global`), or a space named with `coordinateSpace(name:)` around the view.
  public var coordinateSpace: CoordinateSpace

  /// Creates a drag gesture.
  ///
  /// ```swift
  /// DragGesture(minimumDistance: 0, coordinateSpace: .global)
  /// ```
  ///
  /// - Parameters:
  ///   - minimumDistance: How far the touch must move first, in points.
  ///   - coordinateSpace: The space the values' locations are in.
  nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local)
  {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// Creates a drag gesture whose locations are in a space given by its iOS 17 spelling
  /// (`.local`, `.global`, `.named(_:)`).
  ///
  /// - Parameters:
  ///   - minimumDistance: How far the touch must move first, in points.
  ///   - coordinateSpace: The space the values' locations are in.
  nonisolated public init(
    minimumDistance: CGFloat = 10,
    coordinateSpace: some CoordinateSpaceProtocol = .local
  ) {
    self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
  }
}

/// Recognises a drag.
final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
  /// Seconds of coasting at UIKit's normal deceleration: 0.998 / (1000 × (1 − 0.998)).
  static let coasting = 0.998 / (1000 * (1 - 0.998))

  let minimumDistance: CGFloat
  let coordinateSpace: CoordinateSpace
  private var start: CGPoint?
  private var last: (location: CGPoint, time: Double)?
  private var lastVelocity = CGSize.zero
  private var isDragging = false

  init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  override func handle(_ event: TouchEvent) -> GestureOutcome<DragGesture.Value> {
    // The recogniser works in the gesture's space: moving every location by one offset keeps
    // the distances it decides by.
    var event = event
    event.location = event.location(in: coordinateSpace)
    if event.phase == .began {
      start = event.location
      last = (event.location, event.time)
      return minimumDistance <= 0 ? began(event) : .possible
    }
    guard let start else { return .failed }
    if !isDragging, distance(start, event.location) >= minimumDistance, minimumDistance > 0 {
      isDragging = true
    }
    guard isDragging else { return event.phase == .ended ? .failed : .possible }
    let value = self.value(at: event, from: start)
    last = (event.location, event.time)
    return event.phase == .ended ? .ended(value) : .changed(value)
  }

  private func began(_ event: TouchEvent) -> GestureOutcome<DragGesture.Value> {
    isDragging = true
    return .changed(value(at: event, from: event.location))
  }

  private func value(at event: TouchEvent, from start: CGPoint) -> DragGesture.Value {
    // An event at the same instant as the one before (a lift right after the last move) keeps
    // the velocity the touch had.
    var velocity = lastVelocity
    if let last, event.time > last.time {
      let seconds = event.time - last.time
      velocity = CGSize(
        width: (event.location.x - last.location.x) / seconds,
        height: (event.location.y - last.location.y) / seconds
      )
    }
    lastVelocity = velocity
    let predicted = CGPoint(
      x: event.location.x + velocity.width * Self.coasting,
      y: event.location.y + velocity.height * Self.coasting
    )
    return DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: event.time),
      location: event.location,
      startLocation: start,
      velocity: velocity,
      predictedEndLocation: predicted
    )
  }

  override func reset() {
    start = nil
    last = nil
    lastVelocity = .zero
    isDragging = false
  }
}
