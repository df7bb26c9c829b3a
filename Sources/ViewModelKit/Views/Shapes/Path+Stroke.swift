import Foundation

extension Path {
  /// The area a stroke of this path covers, as a path to fill.
  ///
  /// Curves are flattened (16 chords each) and dashed; the area is a union of pieces, each a
  /// subpath wound the same way so that the non-zero rule fills their union: one quadrilateral
  /// per straight piece, and the caps and joins the style asks for (round ones as circles,
  /// miters up to the miter limit, else bevels). SwiftUI returns one merged outline; the area
  /// covered is the same.
  ///
  /// ```swift
  /// let ring = Circle().path(in: rect).strokedPath(StrokeStyle(lineWidth: 4))
  /// ```
  ///
  /// - Parameter style: The stroke.
  /// - Returns: The stroked area.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    let half = style.lineWidth / 2
    guard half > 0 else { return Path() }
    var result = Path()
    for line in StrokeGeometry.dashed(StrokeGeometry.polylines(of: self), style: style) {
      let pieces = StrokeGeometry.outline(
        line.points,
        closed: line.closed,
        half: half,
        style: style
      )
      for piece in pieces { result.addWound(piece) }
    }
    return result
  }

  /// Adds a closed polygon, wound clockwise on screen.
  fileprivate mutating func addWound(_ polygon: [CGPoint]) {
    guard polygon.count > 2 else { return }
    var area: CGFloat = 0
    for (index, point) in polygon.enumerated() {
      let next = polygon[(index + 1) % polygon.count]
      area += point.x * next.y - next.x * point.y
    }
    addLines(area < 0 ? polygon.reversed() : polygon)
    closeSubpath()
  }
}

/// The geometry of strokes: flattening, dashing, outlining.
private enum StrokeGeometry {
  struct Polyline {
    var points: [CGPoint]
    var closed: Bool
  }

  static func polylines(of path: Path) -> [Polyline] {
    let pieces = PathSegments(path)
    var lines: [Int: Polyline] = [:]
    for segment in pieces.segments {
      var line = lines[segment.subpath] ?? Polyline(points: [segment.start], closed: false)
      if segment.isLine {
        line.points.append(segment.end)
      } else {
        for step in 1...16 { line.points.append(segment.point(at: Double(step) / 16)) }
      }
      line.closed = line.closed || segment.isClosing
      lines[segment.subpath] = line
    }
    return lines.keys.sorted().compactMap { lines[$0] }
  }

  static func dashed(_ lines: [Polyline], style: StrokeStyle) -> [Polyline] {
    let pattern = style.dash.map { max(0, Double($0)) }
    let period = pattern.reduce(0, +)
    guard !pattern.isEmpty, period > 0 else { return lines }
    var result: [Polyline] = []
    for line in lines {
      var index = 0
      var remaining = pattern[0]
      var phase = Double(style.dashPhase).truncatingRemainder(dividingBy: period)
      if phase < 0 { phase += period }
      while phase > 0 {
        let step = min(phase, remaining)
        phase -= step
        remaining -= step
        if remaining <= 0 {
          index = (index + 1) % pattern.count
          remaining = pattern[index]
        }
      }
      var current: [CGPoint] = index % 2 == 0 ? [line.points[0]] : []
      for (a, b) in zip(line.points, line.points.dropFirst()) {
        var from = a
        var left = PathSegments.distance(a, b)
        while left > 0 {
          let step = min(left, remaining)
          let to = PathSegments.mix(from, b, left > 0 ? step / left : 1)
          if index % 2 == 0 { current.append(to) }
          left -= step
          remaining -= step
          from = to
          if remaining <= 0 {
            if index % 2 == 0, current.count > 1 {
              result.append(Polyline(points: current, closed: false))
            }
            index = (index + 1) % pattern.count
            remaining = pattern[index]
            current = index % 2 == 0 ? [from] : []
          }
        }
      }
      if current.count > 1 { result.append(Polyline(points: current, closed: false)) }
    }
    return result
  }

  static func outline(
    _ input: [CGPoint],
    closed: Bool,
    half: CGFloat,
    style: StrokeStyle
  ) -> [[CGPoint]] {
    var points: [CGPoint] = []
    for point in input where points.last != point { points.append(point) }
    if closed, points.count > 1, points.first == points.last { points.removeLast() }
    guard points.count > 1 else {
      return style.lineCap == .butt || input.isEmpty ? [] : [cap(at: input[0], half, style)]
    }
    var polygons: [[CGPoint]] = []
    let count = closed ? points.count : points.count - 1
    var normals: [CGPoint] = []
    for index in 0..<count {
      let (a, b) = (points[index], points[(index + 1) % points.count])
      let length = hypot(b.x - a.x, b.y - a.y)
      let n = CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
      normals.append(n)
      var (start, end) = (a, b)
      if !closed, style.lineCap == .square {
        let d = CGPoint(x: n.y, y: -n.x)
        if index == 0 { start = CGPoint(x: a.x - d.x, y: a.y - d.y) }
        if index == count - 1 { end = CGPoint(x: b.x + d.x, y: b.y + d.y) }
      }
      polygons.append([
        CGPoint(x: start.x + n.x, y: start.y + n.y), CGPoint(x: end.x + n.x, y: end.y + n.y),
        CGPoint(x: end.x - n.x, y: end.y - n.y), CGPoint(x: start.x - n.x, y: start.y - n.y),
      ])
    }
    let joints = closed ? Array(0..<count) : Array(1..<count)
    for index in joints {
      let point = points[index]
      let (n1, n2) = (normals[(index + count - 1) % count], normals[index])
      polygons += join(at: point, n1, n2, half, style)
    }
    if !closed, style.lineCap == .round {
      polygons.append(circle(at: points[0], half))
      polygons.append(circle(at: points[points.count - 1], half))
    }
    return polygons
  }

  static func join(
    at p: CGPoint,
    _ n1: CGPoint,
    _ n2: CGPoint,
    _ half: CGFloat,
    _ style: StrokeStyle
  ) -> [[CGPoint]] {
    if style.lineJoin == .round { return [circle(at: p, half)] }
    let cross = n1.x * n2.y - n1.y * n2.x
    guard abs(cross) > 1e-9 * half * half else { return [] }
    // The outer side of the turn is opposite the direction it turns to.
    let side: CGFloat = cross > 0 ? -1 : 1
    let a = CGPoint(x: p.x + side * n1.x, y: p.y + side * n1.y)
    let b = CGPoint(x: p.x + side * n2.x, y: p.y + side * n2.y)
    let dot = (n1.x * n2.x + n1.y * n2.y) / (half * half)
    let ratio = (2 / (1 + dot)).squareRoot()
    if style.lineJoin == .miter, 1 + dot > 1e-9, ratio <= style.miterLimit {
      let k = side / (1 + dot)
      let miter = CGPoint(x: p.x + k * (n1.x + n2.x), y: p.y + k * (n1.y + n2.y))
      return [[p, a, miter, b]]
    }
    return [[p, a, b]]
  }

  static func cap(at point: CGPoint, _ half: CGFloat, _ style: StrokeStyle) -> [CGPoint] {
    guard style.lineCap == .square else { return circle(at: point, half) }
    return [
      CGPoint(x: point.x - half, y: point.y - half), CGPoint(x: point.x + half, y: point.y - half),
      CGPoint(x: point.x + half, y: point.y + half), CGPoint(x: point.x - half, y: point.y + half),
    ]
  }

  static func circle(at center: CGPoint, _ radius: CGFloat) -> [CGPoint] {
    (0..<32)
      .map { step in
        let angle = Double(step) / 32 * 2 * .pi
        return CGPoint(
          x: center.x + radius * CGFloat(cos(angle)),
          y: center.y + radius * CGFloat(sin(angle))
        )
      }
  }
}
