import Foundation

/// A function from input progress in [0, 1] to output progress, defined by a curve.
///
/// Bézier curves are solved exactly for x (Newton's method with a bisection fallback, to far
/// better than 1e-7), and, as SwiftUI does, their output is rounded to a multiple of 2⁻²⁰.
/// Input progress is clamped to [0, 1], and so are the x components of Bézier control points;
/// y components are not clamped, so a curve may overshoot.
///
/// ```swift
/// UnitCurve.easeInOut.value(at: 0.25)  // ≈ 0.1292
/// UnitCurve.linear.velocity(at: 0.5)  // 1.0
/// ```
public struct UnitCurve: Hashable, Sendable {
  enum Function: Hashable, Sendable {
    case linear
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
    case bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
  }

  var function: Function

  /// Creates a cubic Bézier curve from (0, 0) to (1, 1) with two control points.
  ///
  /// ```swift
  /// let curve = UnitCurve.bezier(
  ///   startControlPoint: UnitPoint(x: 0.42, y: 0),
  ///   endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - startControlPoint: The control point belonging to the start (0, 0).
  ///   - endControlPoint: The control point belonging to the end (1, 1).
  /// - Returns: The curve.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(
      function: .bezier(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
    )
  }

  /// Returns the output progress (y) of the curve at an input progress (x).
  ///
  /// ```swift
  /// UnitCurve.easeIn.value(at: 0.5)  // ≈ 0.3154
  /// ```
  ///
  /// - Parameter progress: The input progress, clamped to [0, 1].
  /// - Returns: The output progress.
  public func value(at progress: Double) -> Double {
    let p = progress.clampedProgress
    switch function {
    case .linear:
      return p
    case .circularEaseIn:
      return 1 - (1 - p * p).squareRoot()
    case .circularEaseOut:
      return (1 - (1 - p) * (1 - p)).squareRoot()
    case .circularEaseInOut:
      return p < 0.5
        ? (1 - (1 - 4 * p * p).squareRoot()) / 2 : (((8 - 4 * p) * p - 3).squareRoot() + 1) / 2
    case .bezier(let start, let end):
      return CubicSolver(start: start, end: end).value(at: p)
    }
  }

  /// Returns the rate of change (dy/dx) of the curve at an input progress.
  ///
  /// A vertical tangent (a circular curve's end, a Bézier control point straight above its
  /// end point) reports `.infinity`.
  ///
  /// ```swift
  /// UnitCurve.easeInOut.velocity(at: 0.5)  // ≈ 1.7241
  /// ```
  ///
  /// - Parameter progress: The input progress, clamped to [0, 1].
  /// - Returns: The slope of the curve there.
  public func velocity(at progress: Double) -> Double {
    let p = progress.clampedProgress
    switch function {
    case .linear:
      return 1
    case .circularEaseIn:
      return p / (1 - p * p).squareRoot()
    case .circularEaseOut:
      return (1 - p) / ((2 - p) * p).squareRoot()
    case .circularEaseInOut:
      return p < 0.5
        ? 2 * p / (1 - 4 * p * p).squareRoot() : (2 - 2 * p) / ((8 - 4 * p) * p - 3).squareRoot()
    case .bezier(let start, let end):
      return CubicSolver(start: start, end: end).velocity(at: p)
    }
  }

  /// The curve with its x and y axes swapped, which maps output progress back to input.
  ///
  /// ```swift
  /// let input = UnitCurve.easeInOut.inverse.value(at: 0.6)
  /// ```
  public var inverse: UnitCurve {
    switch function {
    case .linear: .linear
    case .circularEaseIn: .circularEaseOut
    case .circularEaseOut: .circularEaseIn
    case .circularEaseInOut: .circularEaseInOut
    case .bezier(let start, let end):
      .bezier(
        startControlPoint: UnitPoint(x: start.y, y: start.x),
        endControlPoint: UnitPoint(x: end.y, y: end.x)
      )
    }
  }
}

extension UnitCurve {
  /// A straight line: output equals input.
  ///
  /// ```swift
  /// UnitCurve.linear.value(at: 0.3)  // 0.3
  /// ```
  public static let linear = UnitCurve(function: .linear)

  /// The Bézier curve (0.42, 0) → (1, 1): starts slowly, then speeds up.
  ///
  /// ```swift
  /// UnitCurve.easeIn.value(at: 0.5)  // ≈ 0.3154
  /// ```
  public static let easeIn = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0),
    endControlPoint: UnitPoint(x: 1, y: 1)
  )

  /// The Bézier curve (0, 0) → (0.58, 1): starts quickly, then slows down.
  ///
  /// ```swift
  /// UnitCurve.easeOut.value(at: 0.25)  // ≈ 0.3781
  /// ```
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0),
    endControlPoint: UnitPoint(x: 0.58, y: 1)
  )

  /// The Bézier curve (0.42, 0) → (0.58, 1): slow, fast in the middle, slow again.
  ///
  /// ```swift
  /// UnitCurve.easeInOut.value(at: 0.25)  // ≈ 0.1292
  /// ```
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0),
    endControlPoint: UnitPoint(x: 0.58, y: 1)
  )

  /// A quarter circle, `1 − √(1 − p²)`: starts slowly, then speeds up.
  ///
  /// ```swift
  /// UnitCurve.circularEaseIn.value(at: 0.5)  // ≈ 0.1340
  /// ```
  public static let circularEaseIn = UnitCurve(function: .circularEaseIn)

  /// A quarter circle, `√(1 − (1 − p)²)`: starts quickly, then slows down.
  ///
  /// ```swift
  /// UnitCurve.circularEaseOut.value(at: 0.5)  // ≈ 0.8660
  /// ```
  public static let circularEaseOut = UnitCurve(function: .circularEaseOut)

  /// Circular ease-in for the first half and circular ease-out for the second.
  ///
  /// ```swift
  /// UnitCurve.circularEaseInOut.value(at: 0.5)  // 0.5
  /// ```
  public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)
}

extension Double {
  /// The value clamped to [0, 1]; NaN becomes 0.
  var clampedProgress: Double { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}
