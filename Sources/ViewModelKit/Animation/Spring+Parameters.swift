public import Foundation

extension Spring {
  /// Creates a spring from its perceptual duration and bounce.
  ///
  /// `ω = 2π√|1 − ζ²| / duration` (negative when over-damped) and `λ = 2πζ / duration`, with
  /// `ζ = 1 − bounce` for bounce ≥ 0 and `1 / (1 + bounce)` below. Bad input is clamped:
  /// duration to [0.001, 1e6] s (NaN → 0.5), bounce to [−0.999, 1] (NaN → 0).
  ///
  /// ```swift
  /// let spring = Spring(duration: 0.5, bounce: 0.3)
  /// spring.damping  // ≈ 17.593
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - bounce: 0 for no bounce, up to 1 for undamped oscillation, down to −1 for over-damping.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    let duration = duration.sanitized(in: 0.001...1e6, nan: 0.5)
    let bounce = bounce.sanitized(in: -0.999...1, nan: 0)
    let zeta = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    let sign: Double = zeta > 1 ? -1 : 1
    self.init(
      angularFrequency: sign * 2 * .pi * abs(1 - zeta * zeta).squareRoot() / duration,
      decayConstant: 2 * .pi * zeta / duration,
      mass: 1
    )
  }

  /// Creates a spring from its response and damping ratio.
  ///
  /// Bad input is clamped: response to [0.001, 1e6] s (NaN → 0.5), the damping ratio to
  /// [0, 1000] (NaN → 1).
  ///
  /// ```swift
  /// let spring = Spring(response: 0.5, dampingRatio: 0.7)
  /// ```
  ///
  /// - Parameters:
  ///   - response: The stiffness of the spring, as an approximate duration in seconds.
  ///   - dampingRatio: The damping as a fraction of critical damping.
  public init(response: Double, dampingRatio: Double) {
    let response = response.sanitized(in: 0.001...1e6, nan: 0.5)
    let zeta = dampingRatio.sanitized(in: 0...1000, nan: 1)
    let sign: Double = zeta > 1 ? -1 : 1
    self.init(
      angularFrequency: sign * 2 * .pi * abs(1 - zeta * zeta).squareRoot() / response,
      decayConstant: 2 * .pi * zeta / response,
      mass: 1
    )
  }

  /// Creates a spring from mass, stiffness and damping.
  ///
  /// Unless `allowOverDamping` is true, a spring that would be over-damped is made critically
  /// damped. Bad input is clamped: mass and stiffness to [1e-6, 1e12] (NaN → 1), damping to
  /// [0, 1e12] (NaN → 0).
  ///
  /// ```swift
  /// let spring = Spring(mass: 1, stiffness: 100, damping: 10)
  /// spring.bounce  // 0.5
  /// ```
  ///
  /// - Parameters:
  ///   - mass: The mass attached to the spring.
  ///   - stiffness: The spring constant.
  ///   - damping: The damping coefficient.
  ///   - allowOverDamping: Whether an over-damped spring stays over-damped.
  public init(
    mass: Double = 1,
    stiffness: Double,
    damping: Double,
    allowOverDamping: Bool = false
  ) {
    let mass = mass.sanitized(in: 1e-6...1e12, nan: 1)
    let stiffness = stiffness.sanitized(in: 1e-6...1e12, nan: 1)
    let damping = damping.sanitized(in: 0...1e12, nan: 0)
    let naturalFrequency = (stiffness / mass).squareRoot()
    let decay = damping / (2 * mass)
    if decay > naturalFrequency, !allowOverDamping {
      self.init(angularFrequency: 0, decayConstant: naturalFrequency, mass: mass)
    } else {
      let frequency = abs(stiffness / mass - decay * decay).squareRoot()
      self.init(
        angularFrequency: decay > naturalFrequency ? -frequency : frequency,
        decayConstant: decay,
        mass: mass
      )
    }
  }

  /// The perceptual duration: `2π / √(λ² + ω·|ω|)`.
  ///
  /// ```swift
  /// Spring(mass: 1, stiffness: 100, damping: 10).duration  // ≈ 0.6283
  /// ```
  public var duration: TimeInterval {
    2 * .pi
      / (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
  }

  /// The bounce: 0 for critical damping, up to 1 undamped, negative when over-damped.
  ///
  /// ```swift
  /// Spring(duration: 0.5, bounce: 0.3).bounce  // ≈ 0.3
  /// ```
  public var bounce: Double {
    let decaySquared = decayConstant * decayConstant
    let frequencySquared = angularFrequency * angularFrequency
    if angularFrequency >= 0 {
      return 1 - decayConstant / (frequencySquared + decaySquared).squareRoot()
    }
    return (decaySquared - frequencySquared).squareRoot() / decayConstant - 1
  }

  /// The response, which for this model equals ``duration``.
  ///
  /// ```swift
  /// Spring(response: 0.4, dampingRatio: 0.8).response  // ≈ 0.4
  /// ```
  public var response: Double { duration }

  /// The damping ratio ζ: `λ · response / 2π`.
  ///
  /// ```swift
  /// Spring.snappy.dampingRatio  // ≈ 0.85
  /// ```
  public var dampingRatio: Double { decayConstant * response / (2 * .pi) }

  /// The mass attached to the spring.
  ///
  /// ```swift
  /// Spring(mass: 2, stiffness: 100, damping: 10).mass  // 2.0
  /// ```
  public var mass: Double { storedMass }

  /// The spring constant, `mass · (ω² + λ²)`.
  ///
  /// As in SwiftUI, an over-damped spring reports `mass · ω0² · (2ζ² − 1)` here.
  ///
  /// ```swift
  /// Spring(duration: 0.5, bounce: 0.3).stiffness  // ≈ 157.914
  /// ```
  public var stiffness: Double {
    storedMass * (angularFrequency * angularFrequency + decayConstant * decayConstant)
  }

  /// The damping coefficient, `2 · mass · λ`.
  ///
  /// ```swift
  /// Spring(duration: 0.5, bounce: 0.3).damping  // ≈ 17.593
  /// ```
  public var damping: Double { 2 * storedMass * decayConstant }
}
