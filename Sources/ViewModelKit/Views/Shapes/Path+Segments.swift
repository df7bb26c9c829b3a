import Foundation

/// A path as drawable pieces, for trimming and stroking: each line or curve with its start.
struct PathSegments {
  /// One piece: a line or a curve (a quadratic is raised to a cubic), with its arc length.
  struct Segment {
    var start: CGPoint
    var control1: CGPoint
    var control2: CGPoint
    var end: CGPoint
    var isLine: Bool
    /// The index of the subpath it belongs to.
    var subpath: Int
    /// Whether it is the line that closes its subpath.
    var isClosing: Bool
    var length: Double
  }

  private(set) var segments: [Segment] = []
  /// Whether each subpath is closed.
  private(set) var closed: [Bool] = []

  init(_ path: Path) {
    var current = CGPoint.zero
    var start = CGPoint.zero
    var subpath = -1
    func add(_ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint, line: Bool, closing: Bool = false) {
      if subpath < 0 {
        subpath = 0
        closed.append(false)
      }
      var segment = Segment(
        start: current,
        control1: c1,
        control2: c2,
        end: end,
        isLine: line,
        subpath: subpath,
        isClosing: closing,
        length: 0
      )
      segment.length = segment.isLine ? Self.distance(current, end) : segment.sampledLength()
      segments.append(segment)
      current = end
    }
    for element in path.elements {
      switch element {
      case .move(let to):
        current = to
        start = to
        subpath += 1
        closed.append(false)
      case .line(let to):
        add(current, to, to, line: true)
      case .quadCurve(let to, let control):
        let c1 = Self.mix(current, control, 2.0 / 3)
        let c2 = Self.mix(to, control, 2.0 / 3)
        add(c1, c2, to, line: false)
      case .curve(let to, let control1, let control2):
        add(control1, control2, to, line: false)
      case .closeSubpath:
        guard subpath >= 0 else { continue }
        add(current, start, start, line: true, closing: true)
        closed[subpath] = true
        current = start
      }
    }
  }

  static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
    Double(hypot(b.x - a.x, b.y - a.y))
  }

  static func mix(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    let t = CGFloat(t)
    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }
}

extension PathSegments.Segment {
  /// How many chords a curve is measured and flattened with.
  static let chords = 64

  /// The point at parameter `t`.
  func point(at t: Double) -> CGPoint {
    if isLine { return PathSegments.mix(start, end, t) }
    let u = 1 - t
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: CGFloat(a) * start.x + CGFloat(b) * control1.x + CGFloat(c) * control2.x
        + CGFloat(d) * end.x,
      y: CGFloat(a) * start.y + CGFloat(b) * control1.y + CGFloat(c) * control2.y
        + CGFloat(d) * end.y
    )
  }

  func sampledLength() -> Double {
    var total = 0.0
    var previous = start
    for step in 1...Self.chords {
      let next = point(at: Double(step) / Double(Self.chords))
      total += PathSegments.distance(previous, next)
      previous = next
    }
    return total
  }

  /// The parameter at which the arc length from the start is `distance`.
  func parameter(atLength distance: Double) -> Double {
    guard length > 0 else { return 0 }
    if isLine { return min(max(distance / length, 0), 1) }
    var travelled = 0.0
    var previous = start
    for step in 1...Self.chords {
      let t = Double(step) / Double(Self.chords)
      let next = point(at: t)
      let chord = PathSegments.distance(previous, next)
      if travelled + chord >= distance {
        let fraction = chord > 0 ? (distance - travelled) / chord : 0
        return t - (1 - fraction) / Double(Self.chords)
      }
      travelled += chord
      previous = next
    }
    return 1
  }

  /// The part of the segment between two parameters.
  func split(from t0: Double, to t1: Double) -> Self {
    var part = self
    part.start = point(at: t0)
    part.end = point(at: t1)
    if isLine { return part }
    // De Casteljau: the curve from t0 to t1 has control points on the derivative.
    let scale = CGFloat((t1 - t0) / 3)
    let d0 = derivative(at: t0)
    let d1 = derivative(at: t1)
    part.control1 = CGPoint(x: part.start.x + d0.x * scale, y: part.start.y + d0.y * scale)
    part.control2 = CGPoint(x: part.end.x - d1.x * scale, y: part.end.y - d1.y * scale)
    return part
  }

  private func derivative(at t: Double) -> CGPoint {
    let u = 1 - t
    let (a, b, c) = (CGFloat(3 * u * u), CGFloat(6 * u * t), CGFloat(3 * t * t))
    return CGPoint(
      x: a * (control1.x - start.x) + b * (control2.x - control1.x) + c * (end.x - control2.x),
      y: a * (control1.y - start.y) + b * (control2.y - control1.y) + c * (end.y - control2.y)
    )
  }
}
