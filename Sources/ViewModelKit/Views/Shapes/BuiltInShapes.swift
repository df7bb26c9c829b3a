public import Foundation

/// A rectangle filling its frame.
///
/// ```swift
/// Rectangle().fill(Color.yellow).frame(height: 100)
/// ```
public struct Rectangle: InsettableShape, BuiltInView {
  /// Creates a rectangle.
  public init() {}

  public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }

  public nonisolated func inset(by amount: CGFloat) -> some InsettableShape {
    _InsetShape(base: self, amount: amount)
  }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
///
/// Its outline starts at the trailing middle point and runs clockwise on screen, so
/// `trim(from: 0, to: 0.25)` is the bottom-trailing quarter, as in SwiftUI.
///
/// ```swift
/// Circle().fill(Color.red).frame(width: 20, height: 20)
/// ```
public struct Circle: InsettableShape, BuiltInView {
  /// Creates a circle.
  public init() {}

  public nonisolated func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }

  public nonisolated func inset(by amount: CGFloat) -> some InsettableShape {
    _InsetShape(base: self, amount: amount)
  }
}

/// An ellipse filling its frame.
///
/// ```swift
/// Ellipse().fill(.purple).frame(width: 100, height: 50)
/// ```
public struct Ellipse: InsettableShape, BuiltInView {
  /// Creates an ellipse.
  public init() {}

  public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

  public nonisolated func inset(by amount: CGFloat) -> some InsettableShape {
    _InsetShape(base: self, amount: amount)
  }
}

/// A rectangle whose short sides are half circles.
///
/// ```swift
/// Capsule().fill(Color.blue).frame(width: 80, height: 30)
/// ```
public struct Capsule: InsettableShape, BuiltInView {
  /// The style of the rounded ends (both are drawn as circular arcs headlessly).
  public var style: RoundedCornerStyle

  /// Creates a capsule.
  ///
  /// - Parameter style: The style of the rounded ends.
  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }

  public nonisolated func inset(by amount: CGFloat) -> some InsettableShape {
    _InsetShape(base: self, amount: amount)
  }
}

/// A rectangle with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color.gray)
/// ```
public struct RoundedRectangle: InsettableShape, BuiltInView {
  /// The corners' horizontal and vertical radii.
  public var cornerSize: CGSize
  /// The style of the corners (both are drawn as elliptical arcs headlessly).
  public var style: RoundedCornerStyle

  /// Creates a rounded rectangle with circular corners.
  ///
  /// - Parameters:
  ///   - cornerRadius: The corner radius.
  ///   - style: The style of the corners.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Creates a rounded rectangle.
  ///
  /// - Parameters:
  ///   - cornerSize: The corners' radii.
  ///   - style: The style of the corners.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The corner size animates.
  public var animatableData: CGSize.AnimatableData {
    get { cornerSize.animatableData }
    set { cornerSize.animatableData = newValue }
  }

  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }

  public nonisolated func inset(by amount: CGFloat) -> some InsettableShape {
    _InsetShape(base: self, amount: amount)
  }
}

/// A shape inset by an amount: what `inset(by:)` returns for the built-in shapes.
///
/// A rounded rectangle's corners shrink by the amount, as in SwiftUI.
public struct _InsetShape<Base: Shape>: InsettableShape {
  var base: Base
  var amount: CGFloat

  public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
    get { AnimatablePair(base.animatableData, amount) }
    set {
      base.animatableData = newValue.first
      amount = newValue.second
    }
  }

  public nonisolated func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: amount, dy: amount)
    guard inner.width >= 0, inner.height >= 0 else { return Path() }
    if var rounded = base as? RoundedRectangle {
      rounded.cornerSize = CGSize(
        width: max(0, rounded.cornerSize.width - amount),
        height: max(0, rounded.cornerSize.height - amount)
      )
      return rounded.path(in: inner)
    }
    if var uneven = base as? UnevenRoundedRectangle {
      let radii = uneven.cornerRadii
      uneven.cornerRadii = RectangleCornerRadii(
        topLeading: max(0, radii.topLeading - amount),
        bottomLeading: max(0, radii.bottomLeading - amount),
        bottomTrailing: max(0, radii.bottomTrailing - amount),
        topTrailing: max(0, radii.topTrailing - amount)
      )
      return uneven.path(in: inner)
    }
    return base.path(in: inner)
  }

  public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Base> {
    _InsetShape(base: base, amount: self.amount + amount)
  }
}

extension _InsetShape: WrappingShape {
  static var wrappedShapeName: String { ShapeNames.name(of: Base.self) }
}

/// A shape that snapshots show by the name of the shape it modifies (a trimmed or inset
/// `Circle` is a `Circle`).
protocol WrappingShape {
  static var wrappedShapeName: String { get }
}

/// The names snapshots show for shapes.
enum ShapeNames {
  /// The shape's own name, or the name of the shape it modifies.
  static func name(of type: Any.Type) -> String {
    (type as? any WrappingShape.Type)?.wrappedShapeName ?? TypeNames.unqualified(type)
  }
}
