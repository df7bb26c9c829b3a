public import Foundation

/// A two-finger pinch: its value is the distance between the fingers relative to its start.
///
/// ```swift
/// Image("map").scaleEffect(scale).gesture(MagnifyGesture().onChanged { scale = $0.magnification })
/// ```
public struct MagnifyGesture: PrimitiveGesture, Sendable {
  public typealias Body = Never

  /// Where a pinch is.
  public struct Value: Equatable, Sendable {
    /// When the event happened (virtual time from the reference date).
    public var time: Date
    /// The scale: 1 where the pinch began.
    public var magnification: CGFloat
    /// Where the fingers' centre began.
    public var startLocation: CGPoint
    /// How fast the scale changes, per second.
    public var velocity: CGFloat
  }

  /// How much the scale must change before the gesture begins.
  public var minimumScaleDelta: CGFloat

  /// Creates a pinch gesture.
  ///
  /// - Parameter minimumScaleDelta: How much the scale must change first.
  nonisolated public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    TwoFingerRecognizer(
      threshold: minimumScaleDelta,
      measure: { abs($0.magnification - 1) },
      makeValue: { event, start, last in
        let seconds = last.map { event.time - $0.time } ?? 0
        let velocity =
          seconds > 0 ? (event.magnification - (last?.magnification ?? 1)) / seconds : 0
        return Value(
          time: Date(timeIntervalSinceReferenceDate: event.time),
          magnification: event.magnification,
          startLocation: start,
          velocity: velocity
        )
      }
    )
  }
}

/// The pinch gesture of iOS 13–16: its value is the scale alone.
///
/// ```swift
/// Image("map").gesture(MagnificationGesture().onChanged { scale = $0 })
/// ```
public struct MagnificationGesture: PrimitiveGesture, Sendable {
  public typealias Value = CGFloat
  public typealias Body = Never

  /// How much the scale must change before the gesture begins.
  public var minimumScaleDelta: CGFloat

  /// Creates a pinch gesture.
  ///
  /// - Parameter minimumScaleDelta: How much the scale must change first.
  nonisolated public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  func makeRecognizer() -> GestureRecognizer<CGFloat> {
    MagnifyGesture(minimumScaleDelta: minimumScaleDelta).makeRecognizer().mapped(\.magnification)
  }
}

/// A two-finger rotation: its value is the angle turned since it began.
///
/// ```swift
/// Rectangle().rotationEffect(angle).gesture(RotateGesture().onChanged { angle = $0.rotation })
/// ```
public struct RotateGesture: PrimitiveGesture, Sendable {
  public typealias Body = Never

  /// Where a rotation is.
  public struct Value: Equatable, Sendable {
    /// When the event happened (virtual time from the reference date).
    public var time: Date
    /// The angle turned.
    public var rotation: Angle
    /// Where the fingers' centre began.
    public var startLocation: CGPoint
    /// How fast the angle changes, per second.
    public var velocity: Angle
  }

  /// How far the fingers must turn before the gesture begins.
  public var minimumAngleDelta: Angle

  /// Creates a rotation gesture.
  ///
  /// - Parameter minimumAngleDelta: How far the fingers must turn first.
  nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    TwoFingerRecognizer(
      threshold: minimumAngleDelta.radians,
      measure: { abs($0.rotation.radians) },
      makeValue: { event, start, last in
        let seconds = last.map { event.time - $0.time } ?? 0
        let turned = event.rotation.radians - (last?.rotation.radians ?? 0)
        return Value(
          time: Date(timeIntervalSinceReferenceDate: event.time),
          rotation: event.rotation,
          startLocation: start,
          velocity: .radians(seconds > 0 ? turned / seconds : 0)
        )
      }
    )
  }
}

/// The rotation gesture of iOS 13–16: its value is the angle alone.
///
/// ```swift
/// Rectangle().gesture(RotationGesture().onChanged { angle = $0 })
/// ```
public struct RotationGesture: PrimitiveGesture, Sendable {
  public typealias Value = Angle
  public typealias Body = Never

  /// How far the fingers must turn before the gesture begins.
  public var minimumAngleDelta: Angle

  /// Creates a rotation gesture.
  ///
  /// - Parameter minimumAngleDelta: How far the fingers must turn first.
  nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  func makeRecognizer() -> GestureRecognizer<Angle> {
    RotateGesture(minimumAngleDelta: minimumAngleDelta).makeRecognizer().mapped(\.rotation)
  }
}

/// Recognises a pinch or a rotation once `measure` of an event reaches `threshold`.
final class TwoFingerRecognizer<Value>: GestureRecognizer<Value> {
  let threshold: Double
  let measure: (TouchEvent) -> Double
  let makeValue: (TouchEvent, CGPoint, TouchEvent?) -> Value
  private var start: CGPoint?
  private var last: TouchEvent?
  private var isActive = false

  init(
    threshold: Double,
    measure: @escaping (TouchEvent) -> Double,
    makeValue: @escaping (TouchEvent, CGPoint, TouchEvent?) -> Value
  ) {
    self.threshold = threshold
    self.measure = measure
    self.makeValue = makeValue
  }

  override func handle(_ event: TouchEvent) -> GestureOutcome<Value> {
    if event.phase == .began { start = event.location }
    guard let start else { return .failed }
    if !isActive, measure(event) >= threshold { isActive = true }
    defer { last = event }
    guard isActive else { return event.phase == .ended ? .failed : .possible }
    let value = makeValue(event, start, last)
    return event.phase == .ended ? .ended(value) : .changed(value)
  }

  override func reset() {
    start = nil
    last = nil
    isActive = false
  }
}
