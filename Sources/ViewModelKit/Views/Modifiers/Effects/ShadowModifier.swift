public import Foundation

/// A shadow behind the content: `shadow(color:radius:x:y:)`.
public struct _ShadowEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  var color: Color
  var radius: CGFloat
  var offset: CGSize
}

extension View {
  /// Adds a shadow behind this view.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 12).fill(.white).shadow(radius: 4, y: 2)
  /// ```
  ///
  /// The colour, radius and offset animate. Snapshots record the shadow on every node below
  /// (`shadow(#000000 0.33, radius: 4, x: 0, y: 2)`); SVG draws it as an `feDropShadow` whose
  /// standard deviation is half the radius. The default colour is black at 33% opacity in linear
  /// sRGB, as in SwiftUI.
  ///
  /// - Parameters:
  ///   - color: The shadow's colour.
  ///   - radius: The blur radius.
  ///   - x: The horizontal offset.
  ///   - y: The vertical offset.
  /// - Returns: The view.
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33),
    radius: CGFloat,
    x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ModifiedContent<Self, _ShadowEffect> {
    modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
  }
}

extension _ShadowEffect: RenderEffectModifier, SnapshotDescribable {
  var effectData:
    AnimatablePair<Color.Resolved.AnimatableData, AnimatablePair<CGFloat, CGSize.AnimatableData>>
  {
    get {
      AnimatablePair(
        color.resolve().animatableData,
        AnimatablePair(radius, offset.animatableData)
      )
    }
    set {
      var resolved = color.resolve()
      resolved.animatableData = newValue.first
      color = Color(resolved)
      radius = newValue.second.first
      offset.animatableData = newValue.second.second
    }
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.shadow(color: color, radius: radius, x: offset.width, y: offset.height))
  }

  var snapshotLine: String {
    let effect = ViewSnapshot.Effect.shadow(
      color: color,
      radius: radius,
      x: offset.width,
      y: offset.height
    )
    return ".\(effect)"
  }
}
