import Foundation
import ViewModelKit

/// Samples an animation at 60 frames per second from t = 0 until it finishes.
struct AnimationSampler {
  /// The animated part at each frame before the end.
  var values: [Double] = []
  /// The first frame on which the animation returned `nil`, if it finished.
  var endFrame: Int?
  /// Whether the context reported logical completion, per frame.
  var logicallyComplete: [Bool] = []

  init(_ animation: Animation, interval: Double = 1, maximumFrames: Int = 6_000) {
    var context = AnimationContext<Double>()
    for frame in 0..<maximumFrames {
      guard
        let value = animation.animate(
          value: interval,
          time: Double(frame) / 60,
          context: &context
        )
      else {
        endFrame = frame
        return
      }
      values.append(value)
      logicallyComplete.append(context.isLogicallyComplete)
    }
  }

  /// The first frame on which logical completion was reported.
  var firstLogicallyCompleteFrame: Int? { logicallyComplete.firstIndex(of: true) }
}

/// Whether two values agree to `tolerance`.
func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-9) -> Bool {
  abs(lhs - rhs) <= tolerance
}
