public import Foundation

/// The radii of a rectangle's four corners.
///
/// ```swift
/// RectangleCornerRadii(topLeading: 12, topTrailing: 12)
/// ```
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat

  /// Creates corner radii.
  ///
  /// - Parameters:
  ///   - topLeading: The top leading radius.
  ///   - bottomLeading: The bottom leading radius.
  ///   - bottomTrailing: The bottom trailing radius.
  ///   - topTrailing: The top trailing radius.
  public init(
    topLeading: CGFloat = 0,
    bottomLeading: CGFloat = 0,
    bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

extension RectangleCornerRadii: Animatable {
  /// The four radii animate.
  public var animatableData:
    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  {
    get {
      AnimatablePair(
        AnimatablePair(topLeading, bottomLeading),
        AnimatablePair(bottomTrailing, topTrailing)
      )
    }
    set {
      (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
      (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
    }
  }
}

/// A rectangle whose corners each have their own radius (left to right is leading to trailing).
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16).fill(.white)
/// ```
public struct UnevenRoundedRectangle: InsettableShape, BuiltInView {
  /// The corners' radii, each clamped to half the shorter side when drawn.
  public var cornerRadii: RectangleCornerRadii
  /// The style of the corners (circular arcs headlessly).
  public var style: RoundedCornerStyle

  /// Creates the shape from corner radii.
  ///
  /// - Parameters:
  ///   - cornerRadii: The radii.
  ///   - style: The style of the corners.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// Creates the shape from four radii.
  ///
  /// - Parameters:
  ///   - topLeadingRadius: The top leading radius.
  ///   - bottomLeadingRadius: The bottom leading radius.
  ///   - bottomTrailingRadius: The bottom trailing radius.
  ///   - topTrailingRadius: The top trailing radius.
  ///   - style: The style of the corners.
  public init(
    topLeadingRadius: CGFloat = 0,
    bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius,
        bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius
      ),
      style: style
    )
  }

  /// The radii animate.
  public var animatableData: RectangleCornerRadii.AnimatableData {
    get { cornerRadii.animatableData }
    set { cornerRadii.animatableData = newValue }
  }

  public nonisolated func path(in rect: CGRect) -> Path {
    let limit = min(rect.width, rect.height) / 2
    let clamp = { (radius: CGFloat) in max(0, min(radius, limit)) }
    let (tl, bl) = (clamp(cornerRadii.topLeading), clamp(cornerRadii.bottomLeading))
    let (br, tr) = (clamp(cornerRadii.bottomTrailing), clamp(cornerRadii.topTrailing))
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
    let corners: [(CGFloat, CGPoint, Double, CGPoint)] = [
      (tr, CGPoint(x: rect.maxX - tr, y: rect.minY + tr), -90, CGPoint(x: rect.maxX, y: rect.minY)),
      (br, CGPoint(x: rect.maxX - br, y: rect.maxY - br), 0, CGPoint(x: rect.maxX, y: rect.maxY)),
      (bl, CGPoint(x: rect.minX + bl, y: rect.maxY - bl), 90, CGPoint(x: rect.minX, y: rect.maxY)),
      (tl, CGPoint(x: rect.minX + tl, y: rect.minY + tl), 180, CGPoint(x: rect.minX, y: rect.minY)),
    ]
    for (radius, center, start, corner) in corners {
      guard radius > 0 else {
        path.addLine(to: corner)
        continue
      }
      path.addArc(
        center: center,
        radius: radius,
        startAngle: .degrees(start),
        endAngle: .degrees(start + 90),
        clockwise: false
      )
    }
    path.closeSubpath()
    return path
  }

  public nonisolated func inset(by amount: CGFloat) -> some InsettableShape {
    _InsetShape(base: self, amount: amount)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle whose corners each have their own radius.
  ///
  /// ```swift
  /// Color.blue.clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 8)))
  /// ```
  ///
  /// - Parameters:
  ///   - cornerRadii: The radii.
  ///   - style: The style of the corners.
  /// - Returns: The shape.
  public static func rect(
    cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// A rectangle whose corners each have their own radius.
  ///
  /// - Parameters:
  ///   - topLeadingRadius: The top leading radius.
  ///   - bottomLeadingRadius: The bottom leading radius.
  ///   - bottomTrailingRadius: The bottom trailing radius.
  ///   - topTrailingRadius: The top trailing radius.
  ///   - style: The style of the corners.
  /// - Returns: The shape.
  public static func rect(
    topLeadingRadius: CGFloat = 0,
    bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius,
      bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius,
      topTrailingRadius: topTrailingRadius,
      style: style
    )
  }
}
