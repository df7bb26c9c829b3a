public import Foundation

extension CGPoint: Animatable {
  /// The point's coordinates as a pair `(x, y)`.
  ///
  /// ```swift
  /// CGPoint(x: 1, y: 2).animatableData  // AnimatablePair(1.0, 2.0)
  /// ```
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The size's dimensions as a pair `(width, height)`.
  ///
  /// ```swift
  /// CGSize(width: 3, height: 4).animatableData  // AnimatablePair(3.0, 4.0)
  /// ```
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The rectangle as a pair of its origin's and its size's data.
  ///
  /// ```swift
  /// CGRect(x: 1, y: 2, width: 3, height: 4).animatableData.second.first  // 3.0
  /// ```
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
  {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set {
      origin.animatableData = newValue.first
      size.animatableData = newValue.second
    }
  }
}
