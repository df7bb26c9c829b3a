public import Foundation

extension Path {
  /// The path moved by an offset.
  ///
  /// ```swift
  /// let moved = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).offsetBy(dx: 5, dy: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - dx: The horizontal offset.
  ///   - dy: The vertical offset.
  /// - Returns: The moved path.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
  }

  /// The path with every point (control points included) mapped.
  func mapPoints(_ transform: (CGPoint) -> CGPoint) -> Path {
    var result = Path()
    for element in elements {
      switch element {
      case .move(let to): result.move(to: transform(to))
      case .line(let to): result.addLine(to: transform(to))
      case .quadCurve(let to, let control):
        result.addQuadCurve(to: transform(to), control: transform(control))
      case .curve(let to, let control1, let control2):
        result.addCurve(
          to: transform(to),
          control1: transform(control1),
          control2: transform(control2)
        )
      case .closeSubpath: result.closeSubpath()
      }
    }
    return result
  }
}
