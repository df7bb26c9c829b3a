extension Double {
  /// The value clamped into `range`; NaN becomes `fallback`. Bad animation parameters go
  /// through this so that no input can make an animation produce NaN or infinity.
  func sanitized(in range: ClosedRange<Double>, nan fallback: Double) -> Double {
    isNaN ? fallback : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
