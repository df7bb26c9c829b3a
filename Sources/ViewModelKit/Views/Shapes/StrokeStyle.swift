public import Foundation

#if !canImport(Darwin)
/// How the ends of a stroked line are drawn.
///
/// ```swift
/// StrokeStyle(lineWidth: 8, lineCap: .round)
/// ```
public enum CGLineCap: Int32, Sendable, Hashable {
  /// The line stops at its end point.
  case butt
  /// A half circle past the end point.
  case round
  /// A half square past the end point.
  case square
}

/// How the corners of a stroked line are drawn.
///
/// ```swift
/// StrokeStyle(lineWidth: 4, lineJoin: .bevel)
/// ```
public enum CGLineJoin: Int32, Sendable, Hashable {
  /// A sharp corner, up to the miter limit.
  case miter
  /// A rounded corner.
  case round
  /// A cut-off corner.
  case bevel
}
#endif

/// How a shape's outline is stroked: width, ends, corners and dashes.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round, dash: [4, 2]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
  /// The line's width, in points.
  public var lineWidth: CGFloat
  /// How the ends are drawn.
  public var lineCap: CGLineCap
  /// How corners are drawn.
  public var lineJoin: CGLineJoin
  /// How far a mitered corner may reach, as a multiple of half the line width.
  public var miterLimit: CGFloat
  /// The lengths of dashes and gaps, alternately; empty for a solid line.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// Creates a stroke style.
  ///
  /// - Parameters:
  ///   - lineWidth: The line's width.
  ///   - lineCap: How the ends are drawn.
  ///   - lineJoin: How corners are drawn.
  ///   - miterLimit: How far a mitered corner may reach.
  ///   - dash: The dash pattern.
  ///   - dashPhase: Where the pattern starts.
  public init(
    lineWidth: CGFloat = 1,
    lineCap: CGLineCap = .butt,
    lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10,
    dash: [CGFloat] = [],
    dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

extension StrokeStyle: Animatable {
  /// The line width, miter limit and dash phase animate.
  public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
    set {
      lineWidth = newValue.first
      miterLimit = newValue.second.first
      dashPhase = newValue.second.second
    }
  }
}

/// How a path's inside is decided when it is filled: the even-odd or the non-zero rule.
///
/// ```swift
/// Path { path in path.addEllipse(in: outer); path.addEllipse(in: inner) }
///   .fill(.blue, style: FillStyle(eoFill: true))
/// ```
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides the inside (non-zero when `false`).
  public var isEOFilled: Bool
  /// Whether edges are smoothed.
  public var isAntialiased: Bool

  /// Creates a fill style.
  ///
  /// - Parameters:
  ///   - eoFill: Whether to use the even-odd rule.
  ///   - antialiased: Whether edges are smoothed.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How the corners of a rounded rectangle are drawn.
///
/// Headless, both are circular arcs.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12, style: .continuous)
/// ```
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Apple's continuous curvature (drawn as quarter circles here).
  case continuous
}
