import Foundation
import ViewModelKit

extension ViewHost {
  /// Samples a value now and after every frame until no animation runs, so a table shows an
  /// animation from its first frame to its last.
  ///
  /// - Parameters:
  ///   - limit: The most frames to advance.
  ///   - sample: Reads the value from a snapshot.
  /// - Returns: The samples, the current time first.
  func samplesUntilSettled(
    limit: Int = 600,
    _ sample: (ViewSnapshot) -> Double
  ) -> [(time: Double, value: Double)] {
    flush()
    var samples = [(time: time, value: sample(snapshot()))]
    while isAnimating && samples.count <= limit {
      advance(frames: 1)
      samples.append((time: time, value: sample(snapshot())))
    }
    return samples
  }

  /// The user-defined views' body evaluations from `index` on, as `View (cause, animation)`.
  ///
  /// - Parameter index: The first update to describe (`updates.count` before the change).
  /// - Returns: One description per evaluation, in order.
  func userUpdates(from index: Int) -> [String] {
    updates[index...].filter(\.isUserDefined)
      .map { "\($0.view) (\($0.cause.rawValue), \(Describe.animation($0.transaction.animation)))" }
  }

  /// The warnings logged from `index` on.
  ///
  /// - Parameter index: The first warning (`warnings.count` before the change).
  /// - Returns: The warnings.
  func warnings(from index: Int) -> [String] { Array(warnings[index...]) }
}

/// Names animations and widths the way the narration prints them.
enum Describe {
  /// `default`, `spring`, `none`, or the animation's own description.
  static func animation(_ animation: Animation?) -> String {
    guard let animation else { return "no animation" }
    if animation == .default { return "animation .default" }
    if animation == .spring { return "animation .spring" }
    return "animation \(animation)"
  }

  /// The width as the seed writes it: `.infinity` or points.
  static func width(_ width: CGFloat) -> String {
    width.isInfinite ? ".infinity" : Number.whole(Double(width))
  }
}
