import Foundation

/// An interaction a view recognises from touches: a tap, a long press, a drag, a pinch, a
/// rotation, or a combination of them.
///
/// The same declaration and vocabulary as SwiftUI's. Headless, a ``ViewHost`` plays touches to
/// the gestures of a view (`drag(_:by:)`, `longPress(_:duration:)`, `magnify(_:by:)`,
/// `rotate(_:by:)`, and `tap(_:)`), frame by frame on its virtual clock, and each gesture
/// recognises them as SwiftUI's does.
///
/// ```swift
/// struct SwipeCard: View {
///   @GestureState private var drag = CGSize.zero
///   @State private var isDismissed = false
///   var body: some View {
///     RoundedRectangle(cornerRadius: 12)
///       .offset(drag)
///       .gesture(
///         DragGesture()
///           .updating($drag) { value, state, _ in state = value.translation }
///           .onEnded { value in isDismissed = value.translation.width > 100 }
///       )
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// What the gesture reports while it changes and when it ends.
  associatedtype Value

  /// The gesture this one is made of; `Never` for the built-in ones.
  associatedtype Body: Gesture

  /// The gesture this one is made of.
  var body: Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// Built-in gestures have no body; the runtime recognises them itself.
  public var body: Never {
    preconditionFailure("\(Self.self) is a built-in gesture and has no body")
  }
}

/// A built-in gesture: it makes its own recogniser.
@MainActor
protocol PrimitiveGesture<Value>: Gesture {
  func makeRecognizer() -> GestureRecognizer<Value>
}

extension Gesture {
  /// The recogniser of this gesture: a built-in gesture's own, or its body's.
  func recognizer() -> GestureRecognizer<Value> {
    if let primitive = self as? any PrimitiveGesture<Value> { return primitive.makeRecognizer() }
    return BodyGestureRecognizer<Value, Body.Value>(inner: body.recognizer())
  }
}

/// One touch event as a recogniser sees it, in the coordinates of the view the gesture is on.
struct TouchEvent {
  enum Phase {
    case began
    case moved
    case ended
  }

  var phase: Phase
  /// The touch point (the centre of two fingers for a pinch or rotation).
  var location: CGPoint
  /// Seconds on the host's virtual clock.
  var time: Double
  /// The distance between two fingers relative to its start: 1 for one finger.
  var magnification: CGFloat = 1
  /// The angle between two fingers relative to its start.
  var rotation = Angle.zero
  /// Where the view's origin is on the screen, and the origins of the named coordinate spaces
  /// around it, innermost first: what ``location(in:)`` converts with.
  var spaces = TouchSpaces()

  /// The touch point in a coordinate space: the view's own (``location``), the screen's, or
  /// the nearest enclosing one named so (the screen's when none is).
  func location(in space: CoordinateSpace) -> CGPoint {
    switch space {
    case .local:
      return location
    case .global:
      return CGPoint(x: location.x + spaces.origin.x, y: location.y + spaces.origin.y)
    case .named(let name):
      let named = spaces.named.first { $0.name == name }?.origin ?? .zero
      return CGPoint(
        x: location.x + spaces.origin.x - named.x,
        y: location.y + spaces.origin.y - named.y
      )
    }
  }
}

/// The screen origins a touch's location converts with: the view's and the named coordinate
/// spaces' around it.
struct TouchSpaces {
  var origin = CGPoint.zero
  var named: [(name: AnyHashable, origin: CGPoint)] = []
}

/// What a recogniser made of an event.
enum GestureOutcome<Value> {
  /// Nothing recognised yet.
  case possible
  /// Recognised; the value changed.
  case changed(Value)
  /// Recognised and over.
  case ended(Value)
  /// Will not recognise this touch sequence.
  case failed

  func map<T>(_ transform: (Value) -> T) -> GestureOutcome<T> {
    switch self {
    case .possible: .possible
    case .changed(let value): .changed(transform(value))
    case .ended(let value): .ended(transform(value))
    case .failed: .failed
    }
  }
}

/// Turns touch events into a gesture's values.
///
/// One recogniser serves one touch sequence at a time; `reset()` readies it for the next.
@MainActor
class GestureRecognizer<Value> {
  func handle(_ event: TouchEvent) -> GestureOutcome<Value> { .failed }

  /// Called after the last event of a sequence that left this recogniser undecided (`possible`):
  /// what it makes of no further touch (a tap waiting for a second tap fails; an exclusive
  /// combination then ends with its second gesture).
  func finish() -> GestureOutcome<Value> { .failed }

  /// Called when the sequence ends without this gesture ending it (failed, or another gesture won).
  func cancel() {}

  func reset() {}
}

/// A user gesture: its body's recogniser, its values cast to the user type's `Value`.
final class BodyGestureRecognizer<Value, Inner>: GestureRecognizer<Value> {
  let inner: GestureRecognizer<Inner>

  init(inner: GestureRecognizer<Inner>) {
    self.inner = inner
  }

  override func handle(_ event: TouchEvent) -> GestureOutcome<Value> {
    switch inner.handle(event) {
    case .possible: return .possible
    case .failed: return .failed
    case .changed(let value): return (value as? Value).map { .changed($0) } ?? .failed
    case .ended(let value): return (value as? Value).map { .ended($0) } ?? .failed
    }
  }

  override func finish() -> GestureOutcome<Value> {
    switch inner.finish() {
    case .ended(let value): return (value as? Value).map { .ended($0) } ?? .failed
    default: return .failed
    }
  }

  override func cancel() { inner.cancel() }
  override func reset() { inner.reset() }
}
