public import Foundation

/// A rotation about an axis in three dimensions: `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
public struct _Rotation3DEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  var angle: Angle
  let axis: Axis3D
  let anchor: UnitPoint
  let anchorZ: CGFloat
  let perspective: CGFloat

  struct Axis3D: Equatable, Sendable {
    var x: CGFloat
    var y: CGFloat
    var z: CGFloat
  }
}

extension View {
  /// Rotates this view about an axis in three dimensions.
  ///
  /// ```swift
  /// CardFace().rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
  /// ```
  ///
  /// The angle animates. Layout is unchanged, and snapshots keep the unrotated frame and record
  /// `rotation3DEffect(180°, axis: (0, 1, 0))` on every node below. SVG draws the rotation
  /// projected orthographically (perspective is not drawn): the view is turned about the axis
  /// through its anchor in screen coordinates (x right, y down, z towards the viewer) and
  /// flattened, so a quarter turn about the y axis draws it zero wide and a half turn mirrored.
  ///
  /// - Parameters:
  ///   - angle: The angle.
  ///   - axis: The axis.
  ///   - anchor: The point of the view the axis passes through.
  ///   - anchorZ: The depth of that point.
  ///   - perspective: The perspective factor (recorded).
  /// - Returns: The view.
  public func rotation3DEffect(
    _ angle: Angle,
    axis: (x: CGFloat, y: CGFloat, z: CGFloat),
    anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> ModifiedContent<Self, _Rotation3DEffect> {
    modifier(
      _Rotation3DEffect(
        angle: angle,
        axis: _Rotation3DEffect.Axis3D(x: axis.x, y: axis.y, z: axis.z),
        anchor: anchor,
        anchorZ: anchorZ,
        perspective: perspective
      )
    )
  }
}

extension _Rotation3DEffect: RenderEffectModifier, SnapshotDescribable {
  var effectData: Double {
    get { angle.animatableData }
    set { angle.animatableData = newValue }
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    let point = anchorPoint(anchor, in: frame)
    let screen = context.transform.apply(to: CGRect(origin: point, size: .zero)).origin
    context.append(.rotation3D(rotation(anchor: screen)))
  }

  var snapshotLine: String { ".\(rotation(anchor: .zero))" }

  private func rotation(anchor: CGPoint) -> ViewSnapshot.Rotation3D {
    ViewSnapshot.Rotation3D(
      angle: angle,
      x: axis.x,
      y: axis.y,
      z: axis.z,
      anchor: anchor,
      anchorZ: anchorZ,
      perspective: perspective
    )
  }
}
