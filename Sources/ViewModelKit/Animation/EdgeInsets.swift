public import Foundation

/// The inset distances for the sides of a rectangle.
///
/// ```swift
/// let insets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// ```
@frozen
public struct EdgeInsets: Hashable, Sendable {
  /// The inset of the top edge.
  ///
  /// ```swift
  /// EdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 0).top  // 8.0
  /// ```
  public var top: CGFloat
  /// The inset of the leading edge.
  ///
  /// ```swift
  /// EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0).leading  // 4.0
  /// ```
  public var leading: CGFloat
  /// The inset of the bottom edge.
  ///
  /// ```swift
  /// EdgeInsets(top: 0, leading: 0, bottom: 2, trailing: 0).bottom  // 2.0
  /// ```
  public var bottom: CGFloat
  /// The inset of the trailing edge.
  ///
  /// ```swift
  /// EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 1).trailing  // 1.0
  /// ```
  public var trailing: CGFloat

  /// Creates insets from the four distances.
  ///
  /// ```swift
  /// let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
  /// ```
  ///
  /// - Parameters:
  ///   - top: The inset of the top edge.
  ///   - leading: The inset of the leading edge.
  ///   - bottom: The inset of the bottom edge.
  ///   - trailing: The inset of the trailing edge.
  @inlinable
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates zero insets.
  ///
  /// ```swift
  /// EdgeInsets().top  // 0.0
  /// ```
  @inlinable
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

extension EdgeInsets: Animatable {
  /// The insets as `(top, (leading, (bottom, trailing)))`.
  ///
  /// ```swift
  /// EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).animatableData.second.first  // 2.0
  /// ```
  public var animatableData:
    AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
  {
    get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
    set {
      top = newValue.first
      leading = newValue.second.first
      bottom = newValue.second.second.first
      trailing = newValue.second.second.second
    }
  }
}
