public import Foundation

/// The spacing a view prefers on each edge, which a custom ``Layout`` may ask for the gap
/// between two subviews.
///
/// The host's model: a view prefers 8 points on each edge, a `Spacer` none; the distance
/// between two views along an axis is the larger of the two facing edges' preferences.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)  // 8
/// ```
public struct ViewSpacing: Sendable {
  private var top: CGFloat
  private var leading: CGFloat
  private var bottom: CGFloat
  private var trailing: CGFloat

  /// No spacing on any edge.
  public static let zero = ViewSpacing(all: 0)

  /// The default spacing on every edge.
  public init() { self.init(all: 8) }

  private init(all length: CGFloat) {
    top = length
    leading = length
    bottom = length
    trailing = length
  }

  /// Takes, on each of `edges`, the larger of this spacing and `other`'s.
  ///
  /// - Parameters:
  ///   - other: The other spacing.
  ///   - edges: The edges to merge; all by default.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = max(top, other.top) }
    if edges.contains(.leading) { leading = max(leading, other.leading) }
    if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
  }

  /// This spacing merged with `other` on `edges`.
  ///
  /// - Parameters:
  ///   - other: The other spacing.
  ///   - edges: The edges to merge; all by default.
  /// - Returns: The merged spacing.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// The gap between a view with this spacing and a `next` one after it along `axis`.
  ///
  /// - Parameters:
  ///   - next: The spacing of the view that follows.
  ///   - axis: The axis they follow each other along.
  /// - Returns: The gap.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    switch axis {
    case .horizontal: max(trailing, next.leading)
    case .vertical: max(bottom, next.top)
    }
  }
}
