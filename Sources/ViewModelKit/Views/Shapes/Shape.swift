public import Foundation

/// A 2D outline that fills the space it is offered.
///
/// As in SwiftUI, `path(in:)` is `nonisolated` and `Shape` refines `Sendable`, so a shape's own
/// stored properties can be read there. `Shape` is declared `nonisolated`, so a conforming type is
/// not inferred to be main-actor isolated (its `body` still is): that is what lets a shape's
/// `animatableData` satisfy the nonisolated `Animatable` in Swift 6 mode, as seed 004's `Wedge`
/// needs. A shape whose ``Animatable/animatableData`` changes under
/// an animated transaction has its path evaluated at every frame with interpolated data.
///
/// ```swift
/// struct Wedge: Shape {
///   var fraction: Double
///   var animatableData: Double {
///     get { fraction }
///     set { fraction = newValue }
///   }
///   func path(in rect: CGRect) -> Path {
///     Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
///   }
/// }
/// ```
nonisolated public protocol Shape: Sendable, Animatable, View {
  /// The outline of this shape in a rectangle.
  ///
  /// - Parameter rect: The frame the shape fills.
  /// - Returns: The outline.
  nonisolated func path(in rect: CGRect) -> Path
}

/// What fills a shape: a colour, or the foreground style from the environment.
///
/// ```swift
/// Circle().fill(Color.red)
/// ```
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// The foreground style set with `foregroundStyle(_:)`, or the default (black).
///
/// ```swift
/// Rectangle().fill(.foreground)
/// ```
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// Creates the foreground style.
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension Shape {
  /// A shape draws itself filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle())
  }

  /// Fills this shape with a style.
  ///
  /// ```swift
  /// Rectangle().fill(Color.yellow)
  /// ```
  ///
  /// - Parameter content: The style.
  /// - Returns: The filled shape.
  public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle()) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content)
  }
}

/// A shape filled with a style: what `fill(_:)` returns and what a shape's body is.
///
/// ```swift
/// let view: _ShapeView<Circle, Color> = Circle().fill(Color.red)
/// ```
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  public typealias Body = Never

  /// The shape.
  public var shape: Content

  /// The style that fills it.
  public var style: Style

  /// Creates a filled shape.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - style: The style that fills it.
  public nonisolated init(shape: Content, style: Style) {
    self.shape = shape
    self.style = style
  }
}

extension _ShapeView: PrimitiveView {}

/// A rectangle filling its frame.
///
/// ```swift
/// Rectangle().fill(Color.yellow).frame(height: 100)
/// ```
public struct Rectangle: Shape, BuiltInView {
  /// Creates a rectangle.
  public init() {}

  public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
///
/// ```swift
/// Circle().fill(Color.red).frame(width: 20, height: 20)
/// ```
public struct Circle: Shape, BuiltInView {
  /// Creates a circle.
  public init() {}

  public nonisolated func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
}

/// A rectangle whose short sides are half circles.
///
/// ```swift
/// Capsule().fill(Color.blue).frame(width: 80, height: 30)
/// ```
public struct Capsule: Shape, BuiltInView {
  /// Creates a capsule.
  public init() {}

  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }
}

/// A rectangle with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color.gray)
/// ```
public struct RoundedRectangle: Shape, BuiltInView {
  /// The corner radius.
  public var cornerRadius: CGFloat

  /// Creates a rounded rectangle.
  ///
  /// - Parameter cornerRadius: The corner radius.
  public init(cornerRadius: CGFloat) {
    self.cornerRadius = cornerRadius
  }

  /// The corner radius animates.
  public var animatableData: CGFloat {
    get { cornerRadius }
    set { cornerRadius = newValue }
  }

  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerRadius)
  }
}

/// A built-in view whose body the runtime uses but which change reports leave out, as they leave
/// out the primitives.
protocol BuiltInView {}
