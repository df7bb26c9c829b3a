public import Foundation

extension Spring {
  /// Creates a spring that settles within `epsilon` after about `settlingDuration` seconds.
  ///
  /// The natural frequency is solved so that the settling estimate matches: for ζ < 1,
  /// `ln((λ + 1) / ε) / λ = settlingDuration` (the under-damped estimate of
  /// ``settlingDuration(target:initialVelocity:epsilon:)`` for target 1); for ζ = 1,
  /// `(1 + ω0·T)·e^(−ω0·T) = ε`. Inputs are clamped as SwiftUI clamps them: the duration to
  /// [0.01, 10] s, the damping ratio to [ε_machine, 1] (NaN → 1); epsilon to [1e-12, 0.5]
  /// (NaN → 0.001).
  ///
  /// ```swift
  /// let spring = Spring(settlingDuration: 1, dampingRatio: 0.8)
  /// ```
  ///
  /// - Parameters:
  ///   - settlingDuration: The time to come to rest, in seconds.
  ///   - dampingRatio: The damping as a fraction of critical damping.
  ///   - epsilon: How close to the target counts as at rest.
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    let duration = settlingDuration.sanitized(in: 0.01...10, nan: 1)
    let zeta = dampingRatio.sanitized(in: Double.ulpOfOne...1, nan: 1)
    let epsilon = epsilon.sanitized(in: 1e-12...0.5, nan: 0.001)
    if zeta >= 1 {
      // (1 + u)·e^(−u) falls from 1 to 0 as u = ω0·T grows.
      let u = Self.decreasingRoot(in: 1e-9...1e3) { (1 + $0) * exp(-$0) - epsilon }
      self.init(angularFrequency: 0, decayConstant: u / duration, mass: 1)
      return
    }
    // ln((λ + 1) / ε) / λ falls from infinity toward 0 as λ grows.
    let lambda = Self.decreasingRoot(in: 1e-9...1e9) { log(($0 + 1) / epsilon) / $0 - duration }
    let naturalFrequency = lambda / zeta
    self.init(
      angularFrequency: naturalFrequency * (1 - zeta * zeta).squareRoot(),
      decayConstant: lambda,
      mass: 1
    )
  }

  /// The root of a decreasing function on a positive range, by bisection in log space.
  static func decreasingRoot(
    in range: ClosedRange<Double>,
    _ function: (Double) -> Double
  ) -> Double {
    var low = range.lowerBound
    var high = range.upperBound
    for _ in 0..<200 {
      let middle = (low * high).squareRoot()
      if function(middle) > 0 { low = middle } else { high = middle }
    }
    return (low * high).squareRoot()
  }
}
