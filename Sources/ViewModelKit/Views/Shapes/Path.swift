public import Foundation

/// The outline of a shape: a list of elements, built with SwiftUI's methods.
///
/// Headless: nothing is drawn; the elements are kept so that snapshots and tests can read them.
/// Arcs and ellipses are stored as cubic Bézier curves of at most a quarter turn each, as
/// Core Graphics stores them.
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.addLine(to: CGPoint(x: 10, y: 0))
/// path.closeSubpath()
/// ```
public struct Path: Equatable, Sendable {
  /// One element of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath.
    case closeSubpath
  }

  /// The elements, in order.
  public private(set) var elements: [Element] = []

  /// The point the next element starts from.
  public private(set) var currentPoint: CGPoint?

  private var subpathStart: CGPoint?

  /// Creates an empty path.
  public init() {}

  /// Creates a path by running a closure on an empty one.
  ///
  /// - Parameter callback: Adds the elements.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// Creates a rectangular path.
  ///
  /// - Parameter rect: The rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// Creates an elliptical path inscribed in a rectangle.
  ///
  /// - Parameter rect: The bounding rectangle.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Creates a rounded rectangle path.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The corner radius, clamped to half the shorter side.
  ///   - style: The style of the corners (drawn as circular arcs headlessly).
  public init(
    roundedRect rect: CGRect,
    cornerRadius: CGFloat,
    style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerRadius: cornerRadius)
  }

  /// Creates a rounded rectangle path with elliptical corners.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerSize: The corners' radii, each clamped to half its side.
  ///   - style: The style of the corners (drawn as elliptical arcs headlessly).
  public init(
    roundedRect rect: CGRect,
    cornerSize: CGSize,
    style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at a point.
  ///
  /// - Parameter point: The point.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    currentPoint = point
    subpathStart = point
  }

  /// Adds a straight line from the current point.
  ///
  /// - Parameter point: The end point.
  public mutating func addLine(to point: CGPoint) {
    if currentPoint == nil { move(to: point) }
    elements.append(.line(to: point))
    currentPoint = point
  }

  /// Adds straight lines through several points, starting a subpath at the first.
  ///
  /// - Parameter points: The points.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic Bézier curve from the current point.
  ///
  /// - Parameters:
  ///   - point: The end point.
  ///   - control: The control point.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    if currentPoint == nil { move(to: control) }
    elements.append(.quadCurve(to: point, control: control))
    currentPoint = point
  }

  /// Adds a cubic Bézier curve from the current point.
  ///
  /// - Parameters:
  ///   - point: The end point.
  ///   - control1: The first control point.
  ///   - control2: The second control point.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    if currentPoint == nil { move(to: control1) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  /// Closes the current subpath with a line to its start.
  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    elements.append(.closeSubpath)
    currentPoint = subpathStart
  }

  /// Adds a closed rectangle.
  ///
  /// - Parameter rect: The rectangle.
  public mutating func addRect(_ rect: CGRect) {
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// Adds a closed ellipse inscribed in a rectangle, as four quarter-turn curves.
  ///
  /// - Parameter rect: The bounding rectangle.
  public mutating func addEllipse(in rect: CGRect) {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let radii = CGSize(width: rect.width / 2, height: rect.height / 2)
    move(to: CGPoint(x: rect.maxX, y: rect.midY))
    for quarter in 0..<4 {
      let start = Double(quarter) * .pi / 2
      appendArcSegment(center: center, radii: radii, from: start, to: start + .pi / 2)
    }
    closeSubpath()
  }

  /// Adds a closed rectangle with rounded corners.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The corner radius, clamped to half the shorter side.
  public mutating func addRoundedRect(in rect: CGRect, cornerRadius: CGFloat) {
    let radius = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
    addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius))
  }

  /// Adds a closed rectangle with elliptical corners.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerSize: The corners' radii, each clamped to half its side.
  ///   - style: The style of the corners (drawn as elliptical arcs headlessly).
  public mutating func addRoundedRect(
    in rect: CGRect,
    cornerSize: CGSize,
    style: RoundedCornerStyle = .continuous
  ) {
    let rx = max(0, min(cornerSize.width, rect.width / 2))
    let ry = max(0, min(cornerSize.height, rect.height / 2))
    guard rx > 0, ry > 0 else { return addRect(rect) }
    let corners: [(CGPoint, Double)] = [
      (CGPoint(x: rect.maxX - rx, y: rect.minY + ry), -.pi / 2),
      (CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), 0),
      (CGPoint(x: rect.minX + rx, y: rect.maxY - ry), .pi / 2),
      (CGPoint(x: rect.minX + rx, y: rect.minY + ry), .pi),
    ]
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    for (center, start) in corners {
      let from = point(center, rx, ry, start)
      addLine(to: from)
      appendArcSegment(
        center: center,
        radii: CGSize(width: rx, height: ry),
        from: start,
        to: start + .pi / 2
      )
    }
    closeSubpath()
  }

  /// Adds an arc of a circle, with a line from the current point to its start.
  ///
  /// Angles are measured from the positive x axis; `clockwise` is in the flipped coordinates of
  /// the screen (y grows downwards), as in SwiftUI.
  ///
  /// - Parameters:
  ///   - center: The centre.
  ///   - radius: The radius.
  ///   - startAngle: Where the arc starts.
  ///   - endAngle: Where the arc ends.
  ///   - clockwise: Whether the arc turns clockwise on screen.
  public mutating func addArc(
    center: CGPoint,
    radius: CGFloat,
    startAngle: Angle,
    endAngle: Angle,
    clockwise: Bool
  ) {
    var start = startAngle.radians
    var end = endAngle.radians
    // SwiftUI's `clockwise` is relative to flipped coordinates: clockwise on screen means
    // decreasing angles here.
    if clockwise {
      while end > start { end -= 2 * .pi }
    } else {
      while end < start { end += 2 * .pi }
    }
    let startPoint = point(center, radius, radius, start)
    if currentPoint == nil { move(to: startPoint) } else { addLine(to: startPoint) }
    let radii = CGSize(width: radius, height: radius)
    let segments = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
    let step = (end - start) / Double(segments)
    for _ in 0..<segments {
      appendArcSegment(center: center, radii: radii, from: start, to: start + step)
      start += step
    }
  }

  private func point(_ center: CGPoint, _ rx: CGFloat, _ ry: CGFloat, _ angle: Double) -> CGPoint {
    CGPoint(x: center.x + rx * CGFloat(cos(angle)), y: center.y + ry * CGFloat(sin(angle)))
  }

  /// One cubic Bézier approximating an elliptical arc of at most a quarter turn.
  private mutating func appendArcSegment(
    center: CGPoint,
    radii: CGSize,
    from start: Double,
    to end: Double
  ) {
    let k = 4.0 / 3.0 * tan((end - start) / 4)
    let (rx, ry) = (radii.width, radii.height)
    let p1 = point(center, rx, ry, start)
    let p2 = point(center, rx, ry, end)
    let c1 = CGPoint(
      x: p1.x - CGFloat(k * sin(start)) * rx,
      y: p1.y + CGFloat(k * cos(start)) * ry
    )
    let c2 = CGPoint(x: p2.x + CGFloat(k * sin(end)) * rx, y: p2.y - CGFloat(k * cos(end)) * ry)
    addCurve(to: p2, control1: c1, control2: c2)
  }

  /// The smallest rectangle holding every point of the path, control points included.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let to), .line(let to): points.append(to)
      case .quadCurve(let to, let control): points += [to, control]
      case .curve(let to, let control1, let control2): points += [to, control1, control2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    return points.reduce(CGRect(origin: first, size: .zero)) { rect, point in
      rect.union(CGRect(origin: point, size: .zero))
    }
  }
}

extension Path: Shape {
  /// A path is its own outline, whatever the rectangle.
  public nonisolated func path(in rect: CGRect) -> Path { self }
}

extension Path: BuiltInView {}
