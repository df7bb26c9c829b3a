extension Color.Resolved {
  /// Converts linear Display P3 components to linear sRGB; the one place the matrix lives.
  ///
  /// Both spaces share the D65 white point and the sRGB transfer curve, so the conversion is
  /// one matrix in linear light. SwiftUI's conversion is not the exact matrix: it differs in
  /// the fourth decimal (P3 grey 0.3 comes out with red just above, green and blue just below
  /// 0.3; P3 `(0.412, 0.508, 0.69)` prints `#6382B4`, where the exact matrix gives `#6282B4`).
  /// The matrix rounded to four decimals reproduces SwiftUI's results. A P3 colour outside
  /// sRGB's gamut keeps its negative or greater-than-one components (extended sRGB).
  static func linearSRGB(
    fromLinearDisplayP3 p3: (red: Float, green: Float, blue: Float)
  ) -> (red: Float, green: Float, blue: Float) {
    (
      1.2249 * p3.red - 0.2247 * p3.green,
      -0.0420 * p3.red + 1.0419 * p3.green,
      -0.0197 * p3.red - 0.0786 * p3.green + 1.0979 * p3.blue
    )
  }
}
