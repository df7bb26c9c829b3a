/// The 0.1 s grid search SwiftUI uses to find when a non-oscillating spring settles, shared by
/// ``Spring`` and the interpolating spring so both agree to the step.
enum SettlingSearch {
  /// What the search returns when 1024 steps pass without an answer.
  enum Exhausted {
    /// 0, as `Spring.settlingDuration` does.
    case zero
    /// The last time the distance fell below epsilon, as the interpolating spring does.
    case lastCandidate
  }

  /// Returns the first grid time (t = 0, 0.1, 0.2, … by repeated addition) at which
  /// `distance(t) < epsilon` and after which it stays below epsilon for more than 1 s.
  static func firstSettledTime(
    epsilon: Double,
    exhausted: Exhausted,
    distance: (Double) -> Double
  ) -> Double {
    var time = 0.0
    var bestTime = -1.0
    var bestDistance = Double.infinity
    for _ in 0..<1024 {
      let current = distance(time)
      guard current.isFinite else { return 0 }
      if bestDistance >= epsilon {
        if current < bestDistance {
          bestTime = time
          bestDistance = current
        }
      } else if current >= epsilon {
        bestDistance = .infinity
      } else if time - bestTime > 1 {
        return bestTime
      }
      time += 0.1
    }
    return exhausted == .zero ? 0 : Swift.max(bestTime, 0)
  }
}
