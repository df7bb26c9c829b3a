public import Foundation

extension Shape {
  /// This shape rotated about an anchor of its frame.
  ///
  /// ```swift
  /// Rectangle().rotation(.degrees(45)).fill(.orange)
  /// ```
  ///
  /// - Parameters:
  ///   - angle: The rotation, clockwise on screen.
  ///   - anchor: The point it turns about, in unit coordinates of the frame.
  /// - Returns: The rotated shape.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// This shape scaled about an anchor of its frame.
  ///
  /// ```swift
  /// Circle().scale(x: 1, y: 0.5).fill(.blue)
  /// ```
  ///
  /// - Parameters:
  ///   - x: The horizontal factor.
  ///   - y: The vertical factor.
  ///   - anchor: The point that stays put, in unit coordinates of the frame.
  /// - Returns: The scaled shape.
  public func scale(
    x: CGFloat = 1,
    y: CGFloat = 1,
    anchor: UnitPoint = .center
  ) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// This shape scaled by one factor about an anchor of its frame.
  ///
  /// - Parameters:
  ///   - scale: The factor.
  ///   - anchor: The point that stays put.
  /// - Returns: The scaled shape.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }
}

/// A shape rotated about an anchor: what `rotation(_:anchor:)` on a shape returns.
public struct RotatedShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// The rotation.
  public var angle: Angle
  /// The point it turns about.
  public var anchor: UnitPoint

  /// Creates a rotated shape.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - angle: The rotation.
  ///   - anchor: The point it turns about.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  public var animatableData: AnimatablePair<Content.AnimatableData, Double> {
    get { AnimatablePair(shape.animatableData, angle.animatableData) }
    set {
      shape.animatableData = newValue.first
      angle.animatableData = newValue.second
    }
  }

  public nonisolated func path(in rect: CGRect) -> Path {
    let center = CGPoint(
      x: rect.minX + anchor.x * rect.width,
      y: rect.minY + anchor.y * rect.height
    )
    let (cosine, sine) = (CGFloat(cos(angle.radians)), CGFloat(sin(angle.radians)))
    return shape.path(in: rect)
      .mapPoints { point in
        let (dx, dy) = (point.x - center.x, point.y - center.y)
        return CGPoint(x: center.x + dx * cosine - dy * sine, y: center.y + dx * sine + dy * cosine)
      }
  }
}

/// A shape scaled about an anchor: what `scale(x:y:anchor:)` on a shape returns.
public struct ScaledShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// The factors.
  public var scale: CGSize
  /// The point that stays put.
  public var anchor: UnitPoint

  /// Creates a scaled shape.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - scale: The factors.
  ///   - anchor: The point that stays put.
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(shape.animatableData, scale.animatableData) }
    set {
      shape.animatableData = newValue.first
      scale.animatableData = newValue.second
    }
  }

  public nonisolated func path(in rect: CGRect) -> Path {
    let center = CGPoint(
      x: rect.minX + anchor.x * rect.width,
      y: rect.minY + anchor.y * rect.height
    )
    return shape.path(in: rect)
      .mapPoints { point in
        CGPoint(
          x: center.x + (point.x - center.x) * scale.width,
          y: center.y + (point.y - center.y) * scale.height
        )
      }
  }
}

extension RotatedShape: WrappingShape {
  static var wrappedShapeName: String { ShapeNames.name(of: Content.self) }
}

extension ScaledShape: WrappingShape {
  static var wrappedShapeName: String { ShapeNames.name(of: Content.self) }
}
