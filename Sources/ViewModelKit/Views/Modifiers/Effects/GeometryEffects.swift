public import Foundation

/// Transparency: `opacity(_:)`.
public struct _OpacityEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  var opacity: Double

  @usableFromInline init(opacity: Double) { self.opacity = opacity }
}

/// A move that does not change layout: `offset(_:)`.
public struct _OffsetEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  var offset: CGSize

  @usableFromInline init(offset: CGSize) { self.offset = offset }
}

/// A scale around an anchor: `scaleEffect(_:anchor:)`.
public struct _ScaleEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  var scale: CGSize
  let anchor: UnitPoint

  @usableFromInline init(scale: CGSize, anchor: UnitPoint) {
    self.scale = scale
    self.anchor = anchor
  }
}

/// A rotation around an anchor: `rotationEffect(_:anchor:)`.
public struct _RotationEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  var angle: Angle
  let anchor: UnitPoint

  @usableFromInline init(angle: Angle, anchor: UnitPoint) {
    self.angle = angle
    self.anchor = anchor
  }
}

extension View {
  /// Makes this view transparent by a factor from 0 (invisible) to 1 (opaque).
  ///
  /// ```swift
  /// DetailPanel().opacity(isOn ? 1 : 0.4)
  /// ```
  ///
  /// The opacity is a fraction, as in SwiftUI: a value below 0 is taken as 0 and one above 1 as
  /// 1 (a `NaN` as 1), and a spring that overshoots is drawn clamped to 0…1.
  ///
  /// - Parameter opacity: The opacity, from 0 to 1.
  /// - Returns: The view.
  @inlinable
  public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
    modifier(_OpacityEffect(opacity: NumericInput.fraction(opacity)))
  }

  /// Moves this view where it is drawn, without changing its layout.
  ///
  /// ```swift
  /// Text("Hi").offset(x: 10)
  /// ```
  ///
  /// A NaN distance is 0, an infinite one a trillion points (see `NumericInput`).
  ///
  /// - Parameter offset: The distance.
  /// - Returns: The view.
  @inlinable
  public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> {
    modifier(_OffsetEffect(offset: NumericInput.size(offset, NumericInput.distance)))
  }

  /// Moves this view where it is drawn, without changing its layout.
  ///
  /// - Parameters:
  ///   - x: The horizontal distance.
  ///   - y: The vertical distance.
  /// - Returns: The view.
  @inlinable
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
    offset(CGSize(width: x, height: y))
  }

  /// Scales this view where it is drawn, around an anchor.
  ///
  /// ```swift
  /// Image.scaleEffect(isPressed ? 0.9 : 1)
  /// ```
  ///
  /// - Parameters:
  ///   - scale: The factor.
  ///   - anchor: The fixed point.
  /// - Returns: The view.
  @inlinable
  public func scaleEffect(
    _ scale: CGFloat,
    anchor: UnitPoint = .center
  )
    -> ModifiedContent<Self, _ScaleEffect>
  {
    scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// Scales this view by a factor per axis, around an anchor.
  ///
  /// ```swift
  /// Capsule().scaleEffect(x: isWide ? 2 : 1, y: 1, anchor: .leading)
  /// ```
  ///
  /// - Parameters:
  ///   - x: The horizontal factor.
  ///   - y: The vertical factor.
  ///   - anchor: The fixed point.
  /// - Returns: The view.
  @inlinable
  public func scaleEffect(
    x: CGFloat = 1.0,
    y: CGFloat = 1.0,
    anchor: UnitPoint = .center
  )
    -> ModifiedContent<Self, _ScaleEffect>
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Scales this view by different factors per axis.
  ///
  /// - Parameters:
  ///   - scale: The factors.
  ///   - anchor: The fixed point.
  /// - Returns: The view.
  @inlinable
  public func scaleEffect(
    _ scale: CGSize,
    anchor: UnitPoint = .center
  )
    -> ModifiedContent<Self, _ScaleEffect>
  {
    modifier(_ScaleEffect(scale: NumericInput.size(scale, NumericInput.scale), anchor: anchor))
  }

  /// Rotates this view where it is drawn, around an anchor.
  ///
  /// ```swift
  /// Text("Hi").rotationEffect(.degrees(45))
  /// ```
  ///
  /// Snapshots keep frames axis-aligned and record the rotation, drawn about the frame's centre
  /// (SVG `rotate`); a rotation about another anchor moves the frame so that turning it about
  /// its centre covers the same area. Views inside a rotated container turn about their own
  /// centres: their positions are not turned with it.
  ///
  /// - Parameters:
  ///   - angle: The angle.
  ///   - anchor: The fixed point.
  /// - Returns: The view.
  @inlinable
  public func rotationEffect(
    _ angle: Angle,
    anchor: UnitPoint = .center
  )
    -> ModifiedContent<Self, _RotationEffect>
  {
    modifier(_RotationEffect(angle: NumericInput.angle(angle), anchor: anchor))
  }
}
