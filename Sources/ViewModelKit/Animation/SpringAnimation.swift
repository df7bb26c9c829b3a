import Foundation

/// SwiftUI's interpolating spring: the closed form of a damped spring on progress 0 → 1,
/// multiplied by the interval.
///
/// Every damping ratio of 1 or more uses the critically damped formula, as SwiftUI does. It
/// finishes at the settling time (ε = 0.001): for ζ < 1, `max(−ln(ε / (1 + |A|)) / (ζ·ω0), 1)`;
/// for ζ ≥ 1, the first time on a 0.1 s grid after which |1 − p| stays below ε for more than
/// 1 s; never for ζ = 0. It completes logically at `2π / √stiffness`.
///
/// Parameter rules: mass and stiffness are clamped to [1e-6, 1e12] (NaN → 1), damping to
/// [0, 1e12] (NaN → 0), and a NaN initial velocity is 0.
struct SpringAnimation: CustomAnimation, CustomStringConvertible {
  var mass: Double
  var stiffness: Double
  var damping: Double
  var initialVelocity: Double

  init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
    self.mass = mass.sanitized(in: 1e-6...1e12, nan: 1)
    self.stiffness = stiffness.sanitized(in: 1e-6...1e12, nan: 1)
    self.damping = damping.sanitized(in: 0...1e12, nan: 0)
    self.initialVelocity = initialVelocity.sanitized(in: -1e12...1e12, nan: 0)
  }

  var naturalFrequency: Double { (stiffness / mass).squareRoot() }
  var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

  /// The damped frequency (ζ < 1) and the coefficient `A` of the progress formula.
  var coefficients: (dampedFrequency: Double, a: Double) {
    let omega0 = naturalFrequency
    let zeta = dampingRatio
    guard zeta < 1 else { return (0, omega0 - initialVelocity) }
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    return (omegaD, (zeta * omega0 - initialVelocity) / omegaD)
  }

  /// The progress at `time`, from 0 toward 1.
  func progress(at time: Double) -> Double {
    let omega0 = naturalFrequency
    let zeta = dampingRatio
    let (omegaD, a) = coefficients
    if zeta < 1 {
      return 1 - exp(-zeta * omega0 * time) * (cos(omegaD * time) + a * sin(omegaD * time))
    }
    return 1 - (1 + a * time) * exp(-omega0 * time)
  }

  /// When the animation finishes, in seconds.
  var duration: Double {
    let epsilon = 0.001
    let zeta = dampingRatio
    guard zeta != 0 else { return .infinity }
    if zeta < 1 {
      let a = coefficients.a
      return Swift.max(-log(epsilon / (1 + abs(a))) / (zeta * naturalFrequency), 1)
    }
    return SettlingSearch.firstSettledTime(epsilon: epsilon, exhausted: .lastCandidate) {
      abs(1 - progress(at: $0))
    }
  }

  func animate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V? {
    guard duration > time else { return nil }
    let sample = progress(at: time)
    guard sample.isFinite else { return nil }
    if time >= 2 * .pi / stiffness.squareRoot() {
      context.isLogicallyComplete = true
    }
    return value.scaled(by: sample)
  }

  var description: String {
    "SpringAnimation(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
      + "initialVelocity: \(initialVelocity))"
  }
}
