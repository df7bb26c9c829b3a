public import Foundation

/// A view centred on a point of its parent's space: `position(x:y:)`.
public struct _PositionLayout: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let position: CGPoint
}

extension View {
  /// Centres this view on a point of the space it is offered; the result takes all of that
  /// space (10 points on an axis where none is offered).
  ///
  /// ```swift
  /// Circle().frame(width: 20, height: 20).position(CGPoint(x: 50, y: 50))
  /// ```
  ///
  /// - Parameter position: The point, from the top-leading corner of the offered space.
  /// - Returns: The positioned view.
  public func position(_ position: CGPoint) -> ModifiedContent<Self, _PositionLayout> {
    modifier(_PositionLayout(position: position))
  }

  /// Centres this view on the point (`x`, `y`) of the space it is offered.
  ///
  /// ```swift
  /// Text("Pin").position(x: 100, y: 40)
  /// ```
  ///
  /// - Parameters:
  ///   - x: The horizontal coordinate of the centre.
  ///   - y: The vertical coordinate of the centre.
  /// - Returns: The positioned view.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionLayout> {
    position(CGPoint(x: x, y: y))
  }
}

extension _PositionLayout: LayoutModifier {
  var layoutKind: LayoutKind { .position(position) }
}
