public import Foundation

extension View {
  /// Rounds the corners of this view (recorded; frames are unchanged).
  ///
  /// - Parameters:
  ///   - radius: The corner radius.
  ///   - antialiased: Whether edges are smoothed.
  /// - Returns: The view.
  public func cornerRadius(
    _ radius: CGFloat,
    antialiased: Bool = true
  )
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("cornerRadius", radius)
  }

  /// Clips this view to a shape (recorded).
  ///
  /// - Parameter shape: The shape.
  /// - Returns: The view.
  public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _StyleModifier> {
    style("clipShape", TypeNames.unqualified(S.self))
  }
}
