public import Foundation

/// A gesture that ends when the view is tapped `count` times.
///
/// A tap is a touch that ends less than 10 points from where it began.
///
/// ```swift
/// Circle().gesture(TapGesture(count: 2).onEnded { isLiked.toggle() })
/// ```
public struct TapGesture: PrimitiveGesture, Sendable {
  public typealias Value = Void
  public typealias Body = Never

  /// How many taps end the gesture.
  public var count: Int

  /// Creates a tap gesture.
  ///
  /// - Parameter count: How many taps end it; at least 1.
  nonisolated public init(count: Int = 1) {
    self.count = count
  }

  func makeRecognizer() -> GestureRecognizer<Void> {
    TapRecognizer(count: count).mapped { _ in () }
  }
}

/// A gesture that ends when the view is tapped `count` times, with the tap's location.
///
/// ```swift
/// Rectangle().gesture(SpatialTapGesture().onEnded { value in marker = value.location })
/// ```
public struct SpatialTapGesture: PrimitiveGesture, Sendable {
  public typealias Body = Never

  /// Where the view was tapped.
  public struct Value: Equatable, Sendable {
    /// The location of the last tap, in the view's coordinates.
    public var location: CGPoint
  }

  /// How many taps end the gesture.
  public var count: Int

  /// Creates a tap gesture that reports its location.
  ///
  /// - Parameter count: How many taps end it; at least 1.
  nonisolated public init(count: Int = 1) {
    self.count = count
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    TapRecognizer(count: count).mapped { Value(location: $0) }
  }
}

/// Counts taps; reports the location of the last one.
final class TapRecognizer: GestureRecognizer<CGPoint> {
  let count: Int
  private var taps = 0
  private var start = CGPoint.zero

  init(count: Int) {
    self.count = max(1, count)
  }

  override func handle(_ event: TouchEvent) -> GestureOutcome<CGPoint> {
    switch event.phase {
    case .began:
      start = event.location
      return .possible
    case .moved:
      return distance(start, event.location) < 10 ? .possible : .failed
    case .ended:
      guard distance(start, event.location) < 10 else { return .failed }
      taps += 1
      return taps >= count ? .ended(event.location) : .possible
    }
  }

  override func reset() { taps = 0 }
}

extension GestureRecognizer {
  /// This recogniser with its values transformed.
  func mapped<T>(_ transform: @escaping (Value) -> T) -> GestureRecognizer<T> {
    MapRecognizer(inner: self, transform: transform)
  }
}

/// A recogniser whose values are another's, transformed.
final class MapRecognizer<Inner, Value>: GestureRecognizer<Value> {
  let inner: GestureRecognizer<Inner>
  let transform: (Inner) -> Value

  init(inner: GestureRecognizer<Inner>, transform: @escaping (Inner) -> Value) {
    self.inner = inner
    self.transform = transform
  }

  override func handle(_ event: TouchEvent) -> GestureOutcome<Value> {
    inner.handle(event).map(transform)
  }

  override func finish() -> GestureOutcome<Value> { inner.finish().map(transform) }
  override func cancel() { inner.cancel() }
  override func reset() { inner.reset() }
}

/// The distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
  ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
