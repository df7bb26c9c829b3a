public import Foundation

extension Path {
  /// The part of the path between two fractions of its length.
  ///
  /// Lengths are arc lengths (curves measured with 64 chords); curves are cut exactly at the
  /// parameter of the cut, so the pieces keep their shape. A closed subpath's closing line is
  /// part of its length. `from` and `to` are clamped to 0…1; `from >= to` gives an empty path.
  ///
  /// ```swift
  /// let quarter = Circle().path(in: rect).trimmedPath(from: 0, to: 0.25)
  /// ```
  ///
  /// - Parameters:
  ///   - from: Where the part starts, from 0 (the path's start) to 1 (its end).
  ///   - to: Where it ends.
  /// - Returns: The part.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let (start, end) = (Double(min(max(from, 0), 1)), Double(min(max(to, 0), 1)))
    if start <= 0, end >= 1 { return self }
    guard start < end else { return Path() }
    let pieces = PathSegments(self)
    let total = pieces.segments.reduce(0) { $0 + $1.length }
    guard total > 0 else { return Path() }
    let (a, b) = (start * total, end * total)
    let epsilon = 1e-9 * total
    var result = Path()
    var offset = 0.0
    var lastEnd: (point: CGPoint, subpath: Int)?
    for segment in pieces.segments {
      defer { offset += segment.length }
      let (s0, s1) = (offset, offset + segment.length)
      guard s1 > a + epsilon, s0 < b - epsilon, segment.length > 0 else { continue }
      var t0 = s0 >= a - epsilon ? 0 : segment.parameter(atLength: a - s0)
      var t1 = s1 <= b + epsilon ? 1 : segment.parameter(atLength: b - s0)
      if t0 < 1e-9 { t0 = 0 }
      if t1 > 1 - 1e-9 { t1 = 1 }
      let part = t0 == 0 && t1 == 1 ? segment : segment.split(from: t0, to: t1)
      if lastEnd?.subpath != segment.subpath || lastEnd?.point != part.start || t0 != 0 {
        result.move(to: part.start)
      }
      if part.isLine {
        result.addLine(to: part.end)
      } else {
        result.addCurve(to: part.end, control1: part.control1, control2: part.control2)
      }
      lastEnd = (part.end, segment.subpath)
    }
    return result
  }
}
