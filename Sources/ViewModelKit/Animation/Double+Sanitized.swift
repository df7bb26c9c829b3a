extension Double {
  /// Clamps bad animation parameters so that no input makes an animation produce NaN or
  /// infinity.
  ///
  /// Returns the value clamped into `range`, or `fallback` for NaN.
  func sanitized(in range: ClosedRange<Double>, nan fallback: Double) -> Double {
    isNaN ? fallback : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
