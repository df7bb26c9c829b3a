public import Foundation

extension Animation {
  /// An animation at constant speed over `duration` seconds.
  ///
  /// A zero, negative or NaN duration makes the value jump to its target on the first frame
  /// (SwiftUI's behaviour).
  ///
  /// ```swift
  /// withAnimation(.linear(duration: 2)) { progress = 1 }
  /// ```
  ///
  /// - Parameter duration: The length of the animation in seconds.
  /// - Returns: The animation.
  public static func linear(duration: TimeInterval) -> Animation {
    timingCurve(0, 0, 1, 1, duration: duration)
  }

  /// An animation at constant speed over 0.35 seconds.
  ///
  /// ```swift
  /// withAnimation(.linear) { progress = 1 }
  /// ```
  public static var linear: Animation { linear(duration: 0.35) }

  /// An animation that starts slowly and speeds up: the curve (0.42, 0) → (1, 1).
  ///
  /// ```swift
  /// withAnimation(.easeIn(duration: 0.5)) { offset = 100 }
  /// ```
  ///
  /// - Parameter duration: The length of the animation in seconds.
  /// - Returns: The animation.
  public static func easeIn(duration: TimeInterval) -> Animation {
    timingCurve(0.42, 0, 1, 1, duration: duration)
  }

  /// An ease-in animation over 0.35 seconds.
  ///
  /// ```swift
  /// withAnimation(.easeIn) { offset = 100 }
  /// ```
  public static var easeIn: Animation { easeIn(duration: 0.35) }

  /// An animation that starts quickly and slows down: the curve (0, 0) → (0.58, 1).
  ///
  /// ```swift
  /// withAnimation(.easeOut(duration: 0.5)) { offset = 100 }
  /// ```
  ///
  /// - Parameter duration: The length of the animation in seconds.
  /// - Returns: The animation.
  public static func easeOut(duration: TimeInterval) -> Animation {
    timingCurve(0, 0, 0.58, 1, duration: duration)
  }

  /// An ease-out animation over 0.35 seconds.
  ///
  /// ```swift
  /// withAnimation(.easeOut) { offset = 100 }
  /// ```
  public static var easeOut: Animation { easeOut(duration: 0.35) }

  /// An animation that is slow at both ends: the curve (0.42, 0) → (0.58, 1).
  ///
  /// ```swift
  /// withAnimation(.easeInOut(duration: 0.5)) { offset = 100 }
  /// ```
  ///
  /// - Parameter duration: The length of the animation in seconds.
  /// - Returns: The animation.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    timingCurve(0.42, 0, 0.58, 1, duration: duration)
  }

  /// An ease-in-out animation over 0.35 seconds.
  ///
  /// ```swift
  /// withAnimation(.easeInOut) { offset = 100 }
  /// ```
  public static var easeInOut: Animation { easeInOut(duration: 0.35) }

  /// An animation along the cubic Bézier curve (0, 0) → (p1x, p1y) → (p2x, p2y) → (1, 1).
  ///
  /// The x components are clamped to [0, 1]; the curve is solved exactly for x and its output
  /// rounded to a multiple of 2⁻²⁰, as SwiftUI does.
  ///
  /// ```swift
  /// withAnimation(.timingCurve(0.1, 0.75, 0.85, 0.35, duration: 2)) { scale = 0.25 }
  /// ```
  ///
  /// - Parameters:
  ///   - p1x: The x coordinate of the first control point.
  ///   - p1y: The y coordinate of the first control point.
  ///   - p2x: The x coordinate of the second control point.
  ///   - p2y: The y coordinate of the second control point.
  ///   - duration: The length of the animation in seconds.
  /// - Returns: The animation.
  public static func timingCurve(
    _ p1x: Double,
    _ p1y: Double,
    _ p2x: Double,
    _ p2y: Double,
    duration: TimeInterval = 0.35
  ) -> Animation {
    Animation(BezierAnimation(p1x, p1y, p2x, p2y, duration: duration))
  }
}
