public import Foundation

extension Spring {
  /// The spring's position at `time`, moving from 0 toward `target`.
  ///
  /// Under-damped: `x∞ − e^(−λt)·(x∞·cos ωt + ((λx∞ − v0)/ω)·sin ωt)`; critically damped:
  /// `x∞ − (x∞ + (λx∞ − v0)·t)·e^(−λt)`; over-damped: the sum of two decaying exponentials.
  ///
  /// ```swift
  /// Spring(duration: 0.5, bounce: 0).value(target: 1.0, time: 0.5)  // ≈ 0.9865
  /// ```
  ///
  /// - Parameters:
  ///   - target: The distance to travel.
  ///   - initialVelocity: The velocity at time 0.
  ///   - time: The time since the start, in seconds.
  /// - Returns: The position at `time`.
  public func value<V: VectorArithmetic>(
    target: V,
    initialVelocity: V = .zero,
    time: TimeInterval
  ) -> V {
    let omega = angularFrequency
    let lambda = decayConstant
    let drive = target.scaled(by: lambda) - initialVelocity
    if omega > 0 {
      let displacement =
        target.scaled(by: cos(omega * time)) + drive.scaled(by: sin(omega * time) / omega)
      return target - displacement.scaled(by: exp(-lambda * time))
    }
    if omega < 0 {
      let fast = exp((-omega - lambda) * time)
      let slow = exp((omega - lambda) * time)
      let targetFactor = ((lambda - omega) * fast + (-omega - lambda) * slow) / (2 * omega) + 1
      let velocityFactor = (fast - slow) / (2 * omega)
      return target.scaled(by: targetFactor) - initialVelocity.scaled(by: velocityFactor)
    }
    let displacement = target + drive.scaled(by: time)
    return target - displacement.scaled(by: exp(-lambda * time))
  }

  /// The spring's velocity at `time`, moving from 0 toward `target`.
  ///
  /// As in SwiftUI, the over-damped form includes an extra `target` term.
  ///
  /// ```swift
  /// Spring(duration: 0.5, bounce: 0).velocity(target: 1.0, time: 0)  // 0.0
  /// ```
  ///
  /// - Parameters:
  ///   - target: The distance to travel.
  ///   - initialVelocity: The velocity at time 0.
  ///   - time: The time since the start, in seconds.
  /// - Returns: The velocity at `time`, in units of `target` per second.
  public func velocity<V: VectorArithmetic>(
    target: V,
    initialVelocity: V = .zero,
    time: TimeInterval
  ) -> V {
    let omega = angularFrequency
    let lambda = decayConstant
    let drive = target.scaled(by: lambda) - initialVelocity
    let decay = exp(-lambda * time)
    if omega > 0 {
      let sine = sin(omega * time)
      let cosine = cos(omega * time)
      return target.scaled(by: (omega * sine + lambda * cosine) * decay)
        + drive.scaled(by: (lambda * sine - omega * cosine) * decay / omega)
    }
    if omega < 0 {
      let fast = (-omega - lambda) * exp((-omega - lambda) * time)
      let slow = (omega - lambda) * exp((omega - lambda) * time)
      let targetFactor = ((lambda - omega) * fast + (-omega - lambda) * slow) / (2 * omega) + 1
      let velocityFactor = (fast - slow) / (2 * omega)
      return target.scaled(by: targetFactor) - initialVelocity.scaled(by: velocityFactor)
    }
    return drive.scaled(by: (lambda * time - 1) * decay) + target.scaled(by: lambda * decay)
  }

  /// The time after which the spring stays within `epsilon` of `target`.
  ///
  /// An undamped spring never settles: the answer is `.infinity`, as in SwiftUI. Under-damped:
  /// `max(0, −ln(ε / (|λx∞ − v0| + |x∞|)) / λ)`; otherwise the first time on a 0.1 s grid
  /// after which the distance stays below ε for more than 1 s (0 if none within 1024 steps).
  /// A zero, negative or NaN epsilon is clamped to 1e-12 (NaN → 0.001).
  ///
  /// ```swift
  /// Spring(duration: 0.5, bounce: 0.3).settlingDuration(target: 1.0, epsilon: 0.001)
  /// // ≈ 1.04471
  /// ```
  ///
  /// - Parameters:
  ///   - target: The distance to travel.
  ///   - initialVelocity: The velocity at time 0.
  ///   - epsilon: How close counts as settled.
  /// - Returns: The settling time in seconds.
  public func settlingDuration<V: VectorArithmetic>(
    target: V,
    initialVelocity: V = .zero,
    epsilon: Double
  ) -> TimeInterval {
    let epsilon = epsilon.sanitized(in: 1e-12...Double.greatestFiniteMagnitude, nan: 0.001)
    guard decayConstant != 0 else { return .infinity }
    guard angularFrequency > 0 else {
      return SettlingSearch.firstSettledTime(epsilon: epsilon, exhausted: .zero) { time in
        let position = value(target: target, initialVelocity: initialVelocity, time: time)
        return (position - target).magnitudeSquared.squareRoot()
      }
    }
    let drive = (target.scaled(by: decayConstant) - initialVelocity).magnitudeSquared.squareRoot()
    let magnitude = drive + target.magnitudeSquared.squareRoot()
    return Swift.max(0, -log(epsilon / magnitude) / decayConstant)
  }

  /// The settling time for target 1, initial velocity 0 and epsilon 0.001.
  ///
  /// ```swift
  /// Spring(duration: 0.5, bounce: 0).settlingDuration  // ≈ 0.8
  /// ```
  public var settlingDuration: TimeInterval {
    settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
  }

  /// Advances a position and velocity toward `target` by `deltaTime` with the closed form.
  ///
  /// ```swift
  /// var position = 0.0, speed = 0.0
  /// Spring.smooth.update(value: &position, velocity: &speed, target: 1, deltaTime: 1.0 / 60)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The current position, advanced in place.
  ///   - velocity: The current velocity, advanced in place.
  ///   - target: The position the spring pulls toward.
  ///   - deltaTime: The time to advance, in seconds.
  public func update<V: VectorArithmetic>(
    value: inout V,
    velocity: inout V,
    target: V,
    deltaTime: TimeInterval
  ) {
    let distance = target - value
    let newVelocity = self.velocity(target: distance, initialVelocity: velocity, time: deltaTime)
    value += self.value(target: distance, initialVelocity: velocity, time: deltaTime)
    velocity = newVelocity
  }

  /// The force on the spring: `stiffness · (target − position) − damping · velocity`.
  ///
  /// ```swift
  /// Spring(mass: 1, stiffness: 100, damping: 10)
  ///   .force(target: 1.0, position: 0, velocity: 0)  // 100.0
  /// ```
  ///
  /// - Parameters:
  ///   - target: The position the spring pulls toward.
  ///   - position: The current position.
  ///   - velocity: The current velocity.
  /// - Returns: The force, in units of the value per second squared.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (target - position).scaled(by: stiffness) + velocity.scaled(by: -damping)
  }
}
