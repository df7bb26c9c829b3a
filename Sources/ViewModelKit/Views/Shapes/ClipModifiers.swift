public import Foundation

/// The shape a clip modifier clips its content to, and its name for snapshots (a reference,
/// so that render items that keep one stay small).
final class ClipDescription {
  let shape: any Shape
  let name: String
  let style: FillStyle

  init(shape: any Shape, name: String, style: FillStyle) {
    self.shape = shape
    self.name = name
    self.style = style
  }
}

/// A modifier that clips its content to a shape.
@MainActor
protocol ClipModifier {
  var clipDescription: ClipDescription? { get }
}

/// Clips the content to a shape in the content's frame: `clipShape(_:style:)`, `cornerRadius`.
public struct _ClipEffect<ClipShape: Shape>: ViewModifier, PrimitiveModifier, ClipModifier {
  public typealias Body = Never
  let shape: ClipShape
  let style: FillStyle
  let name: String

  var clipDescription: ClipDescription? {
    ClipDescription(shape: shape, name: name, style: style)
  }
}

/// Masks the content with a view: `mask(alignment:_:)`.
///
/// A shape mask clips like `clipShape`; another mask is recorded only.
public struct _MaskEffect<Mask: View>: ViewModifier, PrimitiveModifier, ClipModifier {
  public typealias Body = Never
  let mask: Mask
  let alignment: Alignment

  var clipDescription: ClipDescription? {
    if let shape = mask as? any Shape {
      return ClipDescription(
        shape: shape,
        name: ShapeNames.name(of: type(of: shape)),
        style: .init()
      )
    }
    if let view = mask as? any ShapeView {
      let shape = view.shape
      return ClipDescription(
        shape: shape,
        name: ShapeNames.name(of: type(of: shape)),
        style: .init()
      )
    }
    return nil
  }
}

/// The kinds of interaction a content shape defines.
///
/// ```swift
/// row.contentShape(.interaction, Rectangle())
/// ```
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int

  /// Creates kinds from a raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Hit testing.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// Drag previews.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// Context menu previews.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// Hover effects.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// Focus effects.
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// Accessibility.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
  /// Clips this view to a shape in its frame.
  ///
  /// Snapshots show the clip on every node below (`clipShape(Circle)`); SVG draws them with a
  /// `clipPath`. Nested clips: the innermost wins.
  ///
  /// ```swift
  /// Image("avatar").frame(width: 40, height: 40).clipShape(.circle)
  /// ```
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - style: The fill rule of the shape.
  /// - Returns: The view.
  public func clipShape<S: Shape>(
    _ shape: S,
    style: FillStyle = FillStyle()
  ) -> ModifiedContent<Self, _ClipEffect<S>> {
    modifier(_ClipEffect(shape: shape, style: style, name: ShapeNames.name(of: S.self)))
  }

  /// Clips this view to a rectangle with rounded corners (SwiftUI's deprecated form).
  ///
  /// ```swift
  /// Text("Card").padding().background(.yellow).cornerRadius(8)
  /// ```
  ///
  /// - Parameters:
  ///   - radius: The corner radius.
  ///   - antialiased: Whether edges are smoothed.
  /// - Returns: The view.
  public func cornerRadius(
    _ radius: CGFloat,
    antialiased: Bool = true
  ) -> ModifiedContent<Self, _ClipEffect<RoundedRectangle>> {
    modifier(
      _ClipEffect(
        shape: RoundedRectangle(cornerRadius: radius, style: .circular),
        style: FillStyle(antialiased: antialiased),
        name: "RoundedRectangle(cornerRadius: \(Format.number(Double(radius))))"
      )
    )
  }

  /// Masks this view with the opaque parts of another view, proposed this view's size.
  ///
  /// A shape (or filled shape) mask clips the view to the shape; another mask is recorded.
  ///
  /// ```swift
  /// LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
  ///   .mask { Text("Gradient") }
  /// ```
  ///
  /// - Parameters:
  ///   - alignment: Where the mask sits.
  ///   - mask: The mask.
  /// - Returns: The view.
  public func mask<Mask: View>(
    alignment: Alignment = .center,
    @ViewBuilder _ mask: () -> Mask
  ) -> ModifiedContent<Self, _MaskEffect<Mask>> {
    modifier(_MaskEffect(mask: mask(), alignment: alignment))
  }

  /// Masks this view with another view (SwiftUI's deprecated form).
  ///
  /// - Parameter mask: The mask.
  /// - Returns: The view.
  @_disfavoredOverload
  public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _MaskEffect<Mask>> {
    modifier(_MaskEffect(mask: mask, alignment: .center))
  }

  /// Sets the shape that hit testing uses for this view (recorded; the host finds views by
  /// their text, not their shape).
  ///
  /// ```swift
  /// HStack { Text("Row"); Spacer() }.contentShape(Rectangle()).onTapGesture { open() }
  /// ```
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - eoFill: Whether the even-odd rule decides the inside.
  /// - Returns: The view.
  public func contentShape<S: Shape>(
    _ shape: S,
    eoFill: Bool = false
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("contentShape", ShapeNames.name(of: S.self))
  }

  /// Sets the shape a kind of interaction uses for this view (recorded).
  ///
  /// - Parameters:
  ///   - kind: The kinds of interaction.
  ///   - shape: The shape.
  ///   - eoFill: Whether the even-odd rule decides the inside.
  /// - Returns: The view.
  public func contentShape<S: Shape>(
    _ kind: ContentShapeKinds,
    _ shape: S,
    eoFill: Bool = false
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("contentShape", ShapeNames.name(of: S.self))
  }
}

extension _ClipEffect: SnapshotDescribable {
  var snapshotLine: String { ".clipShape(\(name))" }
}

extension _MaskEffect: SnapshotDescribable {
  var snapshotLine: String {
    let name =
      clipDescription?.name
      ?? (mask as? any ShapeViewProtocol)?.shapeTypeName ?? TypeNames.unqualified(Mask.self)
    return ".mask(\(name))"
  }
}
