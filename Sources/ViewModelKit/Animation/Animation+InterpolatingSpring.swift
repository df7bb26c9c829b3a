public import Foundation

extension Animation {
  /// A spring that interpolates progress 0 → 1 with the closed-form damped spring.
  ///
  /// Interrupting animations add their effects (they combine rather than retarget). Mass and
  /// stiffness are clamped to [1e-6, 1e12] (NaN → 1), damping to [0, 1e12] (NaN → 0).
  ///
  /// ```swift
  /// withAnimation(.interpolatingSpring(stiffness: 170, damping: 15)) { offset = 100 }
  /// ```
  ///
  /// - Parameters:
  ///   - mass: The mass attached to the spring.
  ///   - stiffness: The spring constant.
  ///   - damping: The damping coefficient.
  ///   - initialVelocity: The initial velocity, in intervals per second.
  /// - Returns: The animation.
  public static func interpolatingSpring(
    mass: Double = 1,
    stiffness: Double,
    damping: Double,
    initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      SpringAnimation(
        mass: mass,
        stiffness: stiffness,
        damping: damping,
        initialVelocity: initialVelocity
      )
    )
  }

  /// An interpolating spring given by perceptual duration and bounce.
  ///
  /// Same as `interpolatingSpring(stiffness: (2π/duration)², damping: 2√k·ζ(bounce))`; a zero
  /// or negative duration is an infinitely stiff spring (clamped to stiffness 1e12).
  ///
  /// ```swift
  /// withAnimation(.interpolatingSpring(duration: 0.4, bounce: 0.2)) { offset = 100 }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - bounce: 0 for no bounce, up to 1 for undamped oscillation, down to −1 for over-damping.
  ///   - initialVelocity: The initial velocity, in intervals per second.
  /// - Returns: The animation.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5,
    bounce: Double = 0,
    initialVelocity: Double = 0
  ) -> Animation {
    let stiffness = duration > 0 ? pow(2 * .pi / duration, 2) : .infinity
    let damping = 2 * stiffness.squareRoot() * dampingFraction(bounce: bounce)
    return interpolatingSpring(
      stiffness: stiffness,
      damping: damping,
      initialVelocity: initialVelocity
    )
  }

  /// The interpolating spring with its default parameters (duration 0.5, no bounce).
  ///
  /// ```swift
  /// withAnimation(.interpolatingSpring) { offset = 100 }
  /// ```
  public static var interpolatingSpring: Animation { interpolatingSpring() }

  /// An interpolating spring with the mass, stiffness and damping of a ``Spring`` model.
  ///
  /// ```swift
  /// withAnimation(.interpolatingSpring(.bouncy)) { offset = 100 }
  /// ```
  ///
  /// - Parameters:
  ///   - spring: The spring model.
  ///   - initialVelocity: The initial velocity, in intervals per second.
  /// - Returns: The animation.
  public static func interpolatingSpring(
    _ spring: Spring,
    initialVelocity: Double = 0
  )
    -> Animation
  {
    interpolatingSpring(
      mass: spring.mass,
      stiffness: spring.stiffness,
      damping: spring.damping,
      initialVelocity: initialVelocity
    )
  }
}
