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

/// A shape that can be inset by an amount, which `strokeBorder` needs to draw inside its frame.
///
/// ```swift
/// Circle().inset(by: 4).stroke(.blue, lineWidth: 8)
/// ```
nonisolated public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape

  /// This shape inset by an amount on every side.
  ///
  /// - Parameter amount: The inset, in points.
  /// - Returns: The inset shape.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
  /// A shape draws itself filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle())
  }
}

/// A built-in view whose body the runtime uses but which change reports leave out, as they leave
/// out the primitives.
protocol BuiltInView {}
