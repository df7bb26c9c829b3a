public import Foundation

extension Animation {
  /// A persistent spring given by its perceptual duration and bounce.
  ///
  /// Same as `spring(response: duration, dampingFraction: ζ, blendDuration:)` with
  /// `ζ = 1 − bounce` for bounce ≥ 0 and `1 / (1 + bounce)` below; bounce is clamped to at
  /// least −1 (NaN → 0). When it interrupts another spring on the same value it takes over its
  /// position and velocity.
  ///
  /// ```swift
  /// withAnimation(.spring(duration: 0.4, bounce: 0.2)) { isExpanded.toggle() }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration (the response), in seconds.
  ///   - bounce: 0 for no bounce, up to 1 for undamped oscillation, down to −1 for over-damping.
  ///   - blendDuration: The time over which a change of response is blended.
  /// - Returns: The animation.
  public static func spring(
    duration: TimeInterval = 0.5,
    bounce: Double = 0,
    blendDuration: Double = 0
  ) -> Animation {
    spring(
      response: duration,
      dampingFraction: dampingFraction(bounce: bounce),
      blendDuration: blendDuration
    )
  }

  /// A persistent spring given by its response and damping fraction.
  ///
  /// It runs SwiftUI's fixed-step integrator; see ``Animation/spring(duration:bounce:blendDuration:)``.
  /// A zero or negative response requests an infinitely stiff spring (the stiffest simulated:
  /// stiffness 45,000); a NaN damping fraction is 1, a negative one 0.
  ///
  /// ```swift
  /// withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { offset = 40 }
  /// ```
  ///
  /// - Parameters:
  ///   - response: The stiffness of the spring, as an approximate duration in seconds.
  ///   - dampingFraction: The damping as a fraction of critical damping.
  ///   - blendDuration: The time over which a change of response is blended.
  /// - Returns: The animation.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5,
    dampingFraction: Double = 0.825,
    blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(
      FluidSpringAnimation(
        response: response,
        dampingFraction: dampingFraction,
        blendDuration: blendDuration.sanitized(in: 0...Double.greatestFiniteMagnitude, nan: 0)
      )
    )
  }

  /// A persistent spring with the default parameters: duration 0.5, no bounce.
  ///
  /// ```swift
  /// withAnimation(.spring) { isOn.toggle() }
  /// ```
  public static var spring: Animation { spring() }

  /// A persistent spring with the response and damping of a ``Spring`` model.
  ///
  /// ```swift
  /// withAnimation(.spring(Spring(duration: 0.3, bounce: 0.2))) { offset = 40 }
  /// ```
  ///
  /// - Parameters:
  ///   - spring: The spring model.
  ///   - blendDuration: The time over which a change of response is blended.
  /// - Returns: The animation.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
    self.spring(
      response: spring.response,
      dampingFraction: spring.dampingRatio,
      blendDuration: blendDuration
    )
  }

  /// A stiff spring for interactive changes, by response (defaults 0.15, 0.86, blend 0.25).
  ///
  /// ```swift
  /// withAnimation(.interactiveSpring(response: 0.2)) { dragOffset = translation }
  /// ```
  ///
  /// - Parameters:
  ///   - response: The stiffness of the spring, as an approximate duration in seconds.
  ///   - dampingFraction: The damping as a fraction of critical damping.
  ///   - blendDuration: The time over which a change of response is blended.
  /// - Returns: The animation.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15,
    dampingFraction: Double = 0.86,
    blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A stiff spring for interactive changes: duration 0.15, bounce 0.15 + `extraBounce`.
  ///
  /// ```swift
  /// withAnimation(.interactiveSpring(duration: 0.2)) { dragOffset = translation }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - extraBounce: Bounce added to the base bounce of 0.15.
  ///   - blendDuration: The time over which a change of response is blended.
  /// - Returns: The animation.
  public static func interactiveSpring(
    duration: TimeInterval = 0.15,
    extraBounce: Double = 0,
    blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  /// The interactive spring with its default parameters (duration 0.15, bounce 0.15).
  ///
  /// ```swift
  /// withAnimation(.interactiveSpring) { dragOffset = translation }
  /// ```
  public static var interactiveSpring: Animation { interactiveSpring() }

  /// A smooth spring without bounce: duration 0.5, bounce 0.
  ///
  /// ```swift
  /// withAnimation(.smooth) { isExpanded.toggle() }
  /// ```
  public static var smooth: Animation { smooth() }

  /// A smooth spring: bounce `extraBounce` over a base of 0.
  ///
  /// ```swift
  /// withAnimation(.smooth(duration: 0.3)) { isExpanded.toggle() }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - extraBounce: Bounce added to the base bounce of 0.
  /// - Returns: The animation.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }

  /// A snappy spring with a little bounce: duration 0.5, bounce 0.15.
  ///
  /// ```swift
  /// withAnimation(.snappy) { isSelected.toggle() }
  /// ```
  public static var snappy: Animation { snappy() }

  /// A snappy spring: bounce 0.15 + `extraBounce`.
  ///
  /// ```swift
  /// withAnimation(.snappy(duration: 0.3)) { isSelected.toggle() }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - extraBounce: Bounce added to the base bounce of 0.15.
  /// - Returns: The animation.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A bouncy spring: duration 0.5, bounce 0.3.
  ///
  /// ```swift
  /// withAnimation(.bouncy) { scale = 1.2 }
  /// ```
  public static var bouncy: Animation { bouncy() }

  /// A bouncy spring: bounce 0.3 + `extraBounce`.
  ///
  /// ```swift
  /// withAnimation(.bouncy(duration: 0.4, extraBounce: 0.1)) { scale = 1.2 }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - extraBounce: Bounce added to the base bounce of 0.3.
  /// - Returns: The animation.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// SwiftUI's mapping from bounce to damping fraction; bounce is clamped to at least −1.
  static func dampingFraction(bounce: Double) -> Double {
    let bounce = bounce.sanitized(in: -1...Double.greatestFiniteMagnitude, nan: 0)
    return bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
  }
}
