public import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 80))]
/// LazyVGrid(columns: columns) { ForEach(photos) { PhotoCell(photo: $0) } }
/// ```
public struct GridItem: Hashable, Sendable {
  /// How a grid item's length is decided.
  public enum Size: Hashable, Sendable {
    /// A fixed length.
    case fixed(CGFloat)
    /// A share of the space left by the fixed items, kept within the bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items of at least `minimum` as fit in a flexible item's share.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// How the item's length is decided.
  public var size: Size
  /// The gap to the next item, or `nil` for the default of 8 points.
  public var spacing: CGFloat?
  /// How the cells line up in this item, or `nil` for the grid's alignment.
  public var alignment: Alignment?

  /// Creates a grid item.
  ///
  /// - Parameters:
  ///   - size: How the item's length is decided.
  ///   - spacing: The gap to the next item, or `nil` for the default.
  ///   - alignment: How the cells line up in this item, or `nil` for the grid's alignment.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
