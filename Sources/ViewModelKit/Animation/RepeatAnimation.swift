import Foundation

/// Plays its base several times (or forever), reversing every other pass if asked.
///
/// When the base finishes at time t, the whole animation state is reset, the pass index
/// increases and the next pass starts at t (the frame on which the end was noticed); that frame
/// shows the finished pass's end value (0 if it was reversed), or the animation finishes when
/// the count is reached.
struct RepeatAnimation: CustomAnimation, CustomStringConvertible {
  var base: Animation
  var repeatCount: Int?
  var autoreverses: Bool

  func animate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V? {
    let pass = context.state[RepeatState.self]
    let reversed = autoreverses && pass.index % 2 != 0
    guard let baseValue = base.animate(value: value, time: time - pass.offset, context: &context)
    else {
      let next = pass.index + 1
      context.state = AnimationState()
      context.state[RepeatState.self] = RepeatState(index: next, offset: time)
      if let repeatCount, next >= repeatCount { return nil }
      return reversed ? .zero : value
    }
    return reversed ? value - baseValue : baseValue
  }

  var description: String {
    "RepeatAnimation(repeatCount: \(repeatCount.map(String.init) ?? "nil"), "
      + "autoreverses: \(autoreverses), base: \(base))"
  }
}

/// The pass being played and the time it started.
struct RepeatState: AnimationStateKey {
  var index = 0
  var offset = 0.0

  static var defaultValue: RepeatState { RepeatState() }
}

extension Animation {
  /// Plays the animation `repeatCount` times; with `autoreverses`, every other pass runs
  /// backwards.
  ///
  /// A count below 1 plays the animation once, as SwiftUI does (the count is checked only when
  /// a pass ends). An even count with autoreverse ends with a jump to the new value.
  ///
  /// ```swift
  /// withAnimation(.easeInOut.repeatCount(3)) { isPulsing = true }
  /// ```
  ///
  /// - Parameters:
  ///   - repeatCount: The number of passes.
  ///   - autoreverses: Whether every other pass runs backwards.
  /// - Returns: The repeating animation.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
  }

  /// Plays the animation for as long as the value is shown.
  ///
  /// ```swift
  /// withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 }
  /// ```
  ///
  /// - Parameter autoreverses: Whether every other pass runs backwards.
  /// - Returns: The endlessly repeating animation.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
  }
}
