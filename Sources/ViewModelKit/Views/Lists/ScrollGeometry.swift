public import Foundation

/// The geometry of a scroll view: how far its content is scrolled, how large the content and
/// the scroll view are.
///
/// ```swift
/// .onScrollGeometryChange(for: Bool.self) { geometry in
///   geometry.contentOffset.y > 0
/// } action: { _, isScrolled in
///   showsShadow = isScrolled
/// }
/// ```
public struct ScrollGeometry: Equatable, Sendable {
  /// How far the content is scrolled.
  public var contentOffset: CGPoint
  /// The size of the content.
  public var contentSize: CGSize
  /// The insets of the content in the scroll view (zero headlessly: the host's scroll views
  /// have no content insets).
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize

  /// Creates a scroll geometry.
  ///
  /// - Parameters:
  ///   - contentOffset: How far the content is scrolled.
  ///   - contentSize: The size of the content.
  ///   - contentInsets: The insets of the content.
  ///   - containerSize: The size of the scroll view.
  public init(
    contentOffset: CGPoint,
    contentSize: CGSize,
    contentInsets: EdgeInsets,
    containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The scroll view's bounds in the content's coordinates.
  public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

  /// The part of the content in view, in the content's coordinates: the bounds less the insets.
  public var visibleRect: CGRect {
    CGRect(
      x: contentOffset.x + contentInsets.leading,
      y: contentOffset.y + contentInsets.top,
      width: containerSize.width - contentInsets.leading - contentInsets.trailing,
      height: containerSize.height - contentInsets.top - contentInsets.bottom
    )
  }
}
