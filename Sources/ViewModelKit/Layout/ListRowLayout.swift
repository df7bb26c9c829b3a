package import Foundation

/// How a `List` lays out one row (or a section's header or footer).
///
/// ```swift
/// let row = ListRowLayout(insets: ListRowLayout.rowInsets, minHeight: 44, margin: 20)
/// ```
package struct ListRowLayout: Hashable, Sendable {
  /// The content's insets in the row (replaced by the content's `listRowInsets`).
  package var insets: EdgeInsets
  /// The least height of the row.
  package var minHeight: CGFloat
  /// The space on each side between the list's edges and the row (an inset-grouped section's
  /// card).
  package var margin: CGFloat
  /// Whether the row draws its separator (its layer), unless its content hides it.
  package var showsSeparator: Bool

  /// Creates a row layout.
  ///
  /// - Parameters:
  ///   - insets: The content's insets in the row.
  ///   - minHeight: The least height of the row.
  ///   - margin: The space on each side between the list's edges and the row.
  ///   - showsSeparator: Whether the row draws its separator.
  package init(insets: EdgeInsets, minHeight: CGFloat, margin: CGFloat, showsSeparator: Bool) {
    self.insets = insets
    self.minHeight = minHeight
    self.margin = margin
    self.showsSeparator = showsSeparator
  }
}
