public import Foundation

extension ViewSnapshot {
  /// A render effect recorded on a snapshot node: one that a modifier above the node applies.
  ///
  /// Geometry effects (`offset`, `scaleEffect`) are already in the node's frame, `opacity` in its
  /// opacity and `rotationEffect` in its rotation; the others are listed here, outermost first,
  /// with their presented values (an animating blur shows its radius at this frame).
  ///
  /// ```swift
  /// let text = try #require(host.snapshot().first("Text"))
  /// #expect(text.effects == [.blur(radius: 4, opaque: false)])
  /// ```
  ///
  /// An effect at its neutral value (a blur of radius 0, a brightness of 0, a contrast of 1, a
  /// shadow of radius 0 with no offset) draws nothing and is left out.
  ///
  /// In SVG, blur, shadow and the colour effects of one node make one `filter` (applied
  /// innermost first, in sRGB): `feGaussianBlur` with the radius as standard deviation,
  /// `feDropShadow` with half the radius, `feComponentTransfer` for brightness, contrast and
  /// inversion, `feColorMatrix` for saturation, grayscale, hue rotation, colour multiplication
  /// and luminance to alpha. A clip becomes a group with a `clip-path`; a 3D rotation a `matrix`
  /// transform, its orthographic projection; a blend mode a CSS `mix-blend-mode`. Groups,
  /// drawing groups and content transitions are recorded only. Radii and offsets are not scaled
  /// by scale effects above them.
  public enum Effect: Sendable, Equatable, CustomStringConvertible {
    /// `blur(radius:opaque:)`.
    case blur(radius: CGFloat, opaque: Bool)
    /// `brightness(_:)`: the amount added to each colour component.
    case brightness(Double)
    /// `contrast(_:)`.
    case contrast(Double)
    /// `saturation(_:)`.
    case saturation(Double)
    /// `grayscale(_:)`.
    case grayscale(Double)
    /// `hueRotation(_:)`.
    case hueRotation(Angle)
    /// `colorMultiply(_:)`.
    case colorMultiply(Color)
    /// `colorInvert()`.
    case colorInvert
    /// `luminanceToAlpha()`.
    case luminanceToAlpha
    /// `shadow(color:radius:x:y:)`.
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, its anchor in screen coordinates.
    case rotation3D(Rotation3D)
    /// `clipped(antialiased:)`: the rectangle drawing is clipped to, in screen coordinates
    /// (nested clips intersect).
    case clip(CGRect, antialiased: Bool)
    /// `blendMode(_:)`.
    case blendMode(BlendMode)
    /// `compositingGroup()`.
    case compositingGroup
    /// `drawingGroup(opaque:colorMode:)`.
    case drawingGroup(opaque: Bool, colorMode: ColorRenderingMode)
    /// `hidden()`: laid out, not drawn.
    case hidden
    /// `contentTransition(_:)` (recorded).
    case contentTransition(ContentTransition)
    /// A text's content changing under a content transition: the text shown before, the text
    /// shown after, and how far the change has run (0 to 1, as the transaction's animation
    /// moves a value); recorded on the text while the change runs.
    case contentChange(ContentTransition, from: String, to: String, progress: Double)
    /// `geometryGroup()` (recorded).
    case geometryGroup
    /// `symbolEffect(_:options:isActive:)`, `symbolEffect(_:options:value:)` or
    /// `symbolEffectsRemoved(_:)` (recorded): the effect and its configuration.
    case symbolEffect(String)

    public var description: String {
      switch self {
      case .blur(let radius, let opaque):
        "blur(radius: \(Format.number(Double(radius)))\(opaque ? ", opaque: true" : ""))"
      case .brightness(let amount): "brightness(\(Format.number(amount)))"
      case .contrast(let amount): "contrast(\(Format.number(amount)))"
      case .saturation(let amount): "saturation(\(Format.number(amount)))"
      case .grayscale(let amount): "grayscale(\(Format.number(amount)))"
      case .hueRotation(let angle): "hueRotation(\(Format.number(angle.degrees))°)"
      case .colorMultiply(let color): "colorMultiply(\(Self.describe(color)))"
      case .colorInvert: "colorInvert"
      case .luminanceToAlpha: "luminanceToAlpha"
      case .shadow(let color, let radius, let x, let y):
        "shadow(\(Self.describe(color)), radius: \(Format.number(Double(radius))), "
          + "x: \(Format.number(Double(x))), y: \(Format.number(Double(y))))"
      case .rotation3D(let rotation): rotation.description
      case .clip(let rect, _): "clipped\(Format.rect(rect))"
      case .blendMode(let mode): "blendMode(\(mode))"
      case .compositingGroup: "compositingGroup"
      case .drawingGroup: "drawingGroup"
      case .hidden: "hidden"
      case .contentTransition(let transition): "contentTransition(\(transition))"
      case .geometryGroup: "geometryGroup"
      case .symbolEffect(let record): "symbolEffect(\(record))"
      case .contentChange(let transition, let from, let to, let progress):
        "contentChange(\(transition), \(String(reflecting: from)) → \(String(reflecting: to)), "
          + "\(Format.number(progress)))"
      }
    }

    /// `#rrggbb`, followed by the opacity when it is not 1.
    static func describe(_ color: Color) -> String {
      let resolved = color.resolve()
      let hex = SVGRenderer.hex(resolved)
      return resolved.opacity == 1 ? hex : "\(hex) \(Format.number(Double(resolved.opacity)))"
    }
  }

  /// A recorded 3D rotation.
  ///
  /// ```swift
  /// if case .rotation3D(let rotation) = node.effects.first { print(rotation.angle.degrees) }
  /// ```
  public struct Rotation3D: Sendable, Equatable, CustomStringConvertible {
    /// The angle.
    public let angle: Angle
    /// The axis's x component.
    public let x: CGFloat
    /// The axis's y component.
    public let y: CGFloat
    /// The axis's z component.
    public let z: CGFloat
    /// The fixed point, in screen coordinates.
    public let anchor: CGPoint
    /// The fixed point's depth.
    public let anchorZ: CGFloat
    /// The perspective factor.
    public let perspective: CGFloat

    /// Records a 3D rotation, to compare with a snapshot's.
    ///
    /// - Parameters:
    ///   - angle: The angle.
    ///   - x: The axis's x component.
    ///   - y: The axis's y component.
    ///   - z: The axis's z component.
    ///   - anchor: The fixed point, in screen coordinates.
    ///   - anchorZ: The fixed point's depth.
    ///   - perspective: The perspective factor.
    public init(
      angle: Angle,
      x: CGFloat,
      y: CGFloat,
      z: CGFloat,
      anchor: CGPoint,
      anchorZ: CGFloat = 0,
      perspective: CGFloat = 1
    ) {
      self.angle = angle
      self.x = x
      self.y = y
      self.z = z
      self.anchor = anchor
      self.anchorZ = anchorZ
      self.perspective = perspective
    }

    public var description: String {
      "rotation3DEffect(\(Format.number(angle.degrees))°, axis: (\(Format.number(Double(x))), "
        + "\(Format.number(Double(y))), \(Format.number(Double(z)))))"
    }
  }
}
