public import Foundation

/// A model of a spring's motion, independent of any animation.
///
/// A spring is stored as its angular frequency ω (negative when over-damped) and decay
/// constant λ, with mass 1 unless given, exactly as SwiftUI's `Spring`. Its closed forms
/// (``value(target:initialVelocity:time:)``, ``velocity(target:initialVelocity:time:)``,
/// ``settlingDuration(target:initialVelocity:epsilon:)``) describe motion from 0 toward
/// `target`.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// spring.stiffness  // ≈ 157.914
/// spring.value(target: 1.0, time: 0.25)
/// ```
public struct Spring: Hashable, Sendable {
  /// ω: the damped angular frequency; negative for an over-damped spring.
  var angularFrequency: Double
  /// λ: the exponential decay rate, `damping / (2 · mass)`.
  var decayConstant: Double
  /// The mass; 1 unless the spring was made from mass, stiffness and damping.
  var storedMass: Double

  init(angularFrequency: Double, decayConstant: Double, mass: Double) {
    self.angularFrequency = angularFrequency
    self.decayConstant = decayConstant
    storedMass = mass
  }
}

extension Spring {
  /// A smooth spring without bounce: duration 0.5, bounce 0.
  ///
  /// ```swift
  /// Spring.smooth.dampingRatio  // 1.0
  /// ```
  public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }

  /// A smooth spring: bounce `extraBounce` over a base of 0.
  ///
  /// ```swift
  /// let spring = Spring.smooth(duration: 0.3)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - extraBounce: Bounce added to the base bounce of 0.
  /// - Returns: The spring.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A snappy spring with a little bounce: duration 0.5, bounce 0.15.
  ///
  /// ```swift
  /// Spring.snappy.bounce  // ≈ 0.15
  /// ```
  public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }

  /// A snappy spring: bounce 0.15 + `extraBounce`.
  ///
  /// ```swift
  /// let spring = Spring.snappy(duration: 0.3)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - extraBounce: Bounce added to the base bounce of 0.15.
  /// - Returns: The spring.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A bouncy spring: duration 0.5, bounce 0.3.
  ///
  /// ```swift
  /// Spring.bouncy.damping  // ≈ 17.593
  /// ```
  public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }

  /// A bouncy spring: bounce 0.3 + `extraBounce`.
  ///
  /// ```swift
  /// let spring = Spring.bouncy(duration: 0.4, extraBounce: 0.1)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - extraBounce: Bounce added to the base bounce of 0.3.
  /// - Returns: The spring.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}
