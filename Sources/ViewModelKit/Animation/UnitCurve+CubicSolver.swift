import Foundation

extension UnitCurve {
  /// Evaluates a cubic Bézier timing curve; the one place its polynomial lives.
  struct CubicSolver: Hashable, Sendable {
    let ax: Double
    let bx: Double
    let cx: Double
    let ay: Double
    let by: Double
    let cy: Double

    /// The grid SwiftUI rounds output progress and slope to: 2⁻²⁰.
    static let quantum = 1.0 / 1_048_576

    init(start: UnitPoint, end: UnitPoint) {
      let p1x = Double(start.x).clampedProgress
      let p2x = Double(end.x).clampedProgress
      cx = 3 * p1x
      bx = 3 * (p2x - p1x) - cx
      ax = 1 - cx - bx
      cy = 3 * Double(start.y)
      by = 3 * (Double(end.y) - Double(start.y)) - cy
      ay = 1 - cy - by
    }

    func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

    func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }

    func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    func dy(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The output progress at input `progress`, rounded to a multiple of 2⁻²⁰.
    func value(at progress: Double) -> Double {
      let s = solve(progress)
      return (y(s) / Self.quantum).rounded() * Self.quantum
    }

    /// The slope dy/dx at input `progress`, rounded to a multiple of 2⁻²⁰.
    ///
    /// Where a control point sits on its end point, both tangents vanish there and the slope
    /// is 0/0; SwiftUI answers by comparing the two derivatives as computed: equal (both
    /// exactly zero, as at `easeOut`'s start) gives 1, a zero x tangent alone gives an
    /// infinite slope, and anything else is the plain ratio (at `easeIn`'s end the y tangent
    /// is exactly zero and the x tangent a rounding error, so the slope is 0).
    func velocity(at progress: Double) -> Double {
      let s = solve(progress)
      let numerator = dy(s)
      let denominator = dx(s)
      if numerator == denominator { return 1 }
      if denominator == 0 { return numerator < 0 ? -.infinity : .infinity }
      return (numerator / denominator / Self.quantum).rounded() * Self.quantum
    }

    /// Solves `x(s) = progress` for `s` in [0, 1]; x is monotone there because the control
    /// points' x components lie in [0, 1].
    func solve(_ progress: Double) -> Double {
      let target = progress.clampedProgress
      let tolerance = 1e-14
      var s = target
      for _ in 0..<8 {
        let error = x(s) - target
        if abs(error) < tolerance { return s }
        let slope = dx(s)
        guard abs(slope) > 1e-9 else { break }
        s -= error / slope
        guard s >= 0, s <= 1 else { break }
      }
      var low = 0.0
      var high = 1.0
      s = target
      for _ in 0..<100 {
        let error = x(s) - target
        if abs(error) < tolerance { return s }
        if error < 0 { low = s } else { high = s }
        s = (low + high) / 2
        if high - low < 1e-16 { break }
      }
      return s
    }
  }
}
