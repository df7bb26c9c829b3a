import Foundation

/// Turns the content's hues: `hueRotation(_:)`.
public struct _HueRotationEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  var angle: Angle
}

/// Multiplies the content's colours by a colour: `colorMultiply(_:)`.
public struct _ColorMultiplyEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  var color: Color
}

/// Inverts the content's colours: `colorInvert()`.
public struct _ColorInvertEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
}

/// Makes the content's luminance its opacity: `luminanceToAlpha()`.
public struct _LuminanceToAlphaEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
}

extension View {
  /// Turns every hue of this view by an angle.
  ///
  /// ```swift
  /// Circle().fill(.red).hueRotation(.degrees(120))
  /// ```
  ///
  /// The angle animates. SVG draws an `feColorMatrix` of type `hueRotate`.
  ///
  /// - Parameter angle: The angle.
  /// - Returns: The view.
  public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _HueRotationEffect> {
    modifier(_HueRotationEffect(angle: angle))
  }

  /// Multiplies every colour of this view by a colour.
  ///
  /// ```swift
  /// Image("icon").colorMultiply(.blue)
  /// ```
  ///
  /// The colour animates. SVG draws an `feColorMatrix` scaling each component.
  ///
  /// - Parameter color: The colour.
  /// - Returns: The view.
  public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _ColorMultiplyEffect> {
    modifier(_ColorMultiplyEffect(color: color))
  }

  /// Inverts every colour of this view.
  ///
  /// ```swift
  /// Image("icon").colorInvert()
  /// ```
  ///
  /// - Returns: The view.
  public func colorInvert() -> ModifiedContent<Self, _ColorInvertEffect> {
    modifier(_ColorInvertEffect())
  }

  /// Makes the luminance of this view its opacity, over black: a mask of its brightness.
  ///
  /// ```swift
  /// Image("photo").luminanceToAlpha()
  /// ```
  ///
  /// - Returns: The view.
  public func luminanceToAlpha() -> ModifiedContent<Self, _LuminanceToAlphaEffect> {
    modifier(_LuminanceToAlphaEffect())
  }
}

extension _HueRotationEffect: RenderEffectModifier, SnapshotDescribable {
  var effectData: Double {
    get { angle.animatableData }
    set { angle.animatableData = newValue }
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.hueRotation(angle))
  }

  var snapshotLine: String { ".\(ViewSnapshot.Effect.hueRotation(angle))" }
}

extension _ColorMultiplyEffect: RenderEffectModifier, SnapshotDescribable {
  var effectData: Color.Resolved.AnimatableData {
    get { color.resolve().animatableData }
    set {
      var resolved = color.resolve()
      resolved.animatableData = newValue
      color = Color(resolved)
    }
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.colorMultiply(color))
  }

  var snapshotLine: String { ".\(ViewSnapshot.Effect.colorMultiply(color))" }
}

extension _ColorInvertEffect: RenderEffectModifier, SnapshotDescribable {
  var effectData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.colorInvert)
  }

  var snapshotLine: String { ".colorInvert" }
}

extension _LuminanceToAlphaEffect: RenderEffectModifier, SnapshotDescribable {
  var effectData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.luminanceToAlpha)
  }

  var snapshotLine: String { ".luminanceToAlpha" }
}
