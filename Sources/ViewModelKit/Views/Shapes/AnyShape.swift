public import Foundation

/// Any shape, type-erased.
///
/// ```swift
/// let shape = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
/// ```
public struct AnyShape: Shape {
  private let base: any Shape

  /// Wraps a shape.
  ///
  /// - Parameter shape: The shape.
  public init<S: Shape>(_ shape: S) {
    base = shape
  }

  public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect) }
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  ///
  /// ```swift
  /// Text("Hi").padding().background(.yellow, in: .rect)
  /// ```
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners.
  ///
  /// ```swift
  /// Image(systemName: "star").clipShape(.rect(cornerRadius: 8))
  /// ```
  ///
  /// - Parameters:
  ///   - cornerRadius: The corner radius.
  ///   - style: The style of the corners.
  /// - Returns: The shape.
  public static func rect(
    cornerRadius: CGFloat,
    style: RoundedCornerStyle = .continuous
  ) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rectangle with elliptical corners.
  ///
  /// - Parameters:
  ///   - cornerSize: The corners' radii.
  ///   - style: The style of the corners.
  /// - Returns: The shape.
  public static func rect(
    cornerSize: CGSize,
    style: RoundedCornerStyle = .continuous
  ) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle.
  ///
  /// ```swift
  /// Image(systemName: "person").clipShape(.circle)
  /// ```
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule.
  ///
  /// ```swift
  /// Text("New").padding(4).background(.red, in: .capsule)
  /// ```
  public static var capsule: Capsule { Capsule() }

  /// A capsule with a style of rounded ends.
  ///
  /// - Parameter style: The style.
  /// - Returns: The shape.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}
