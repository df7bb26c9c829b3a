import Foundation

/// `List` rows and sections.
///
/// A row takes the whole width it is offered less its margins; its content is proposed that
/// width less the row's leading and trailing insets (the content's `listRowInsets`, when it has
/// them) and no height, and is placed after the leading inset, centred vertically in the row,
/// which is as tall as the content and its top and bottom insets, and at least `minHeight`. The
/// separator (the row's layer) lies along the row's bottom edge, from the content's leading inset
/// to the row's trailing edge, half a point thick; `listRowSeparator(.hidden)` on the content
/// leaves it out. A section stacks its header, rows and footer with no spacing, after its top
/// spacing.
extension LayoutEngine {
  /// The thickness of a row's separator.
  static let separatorThickness: CGFloat = 0.5

  /// The content insets and whether the separator shows, from the content's list row modifiers.
  private static func rowTraits(
    _ content: LayoutBox,
    _ row: ListRowLayout
  ) -> (insets: EdgeInsets, separator: Bool) {
    var insets = row.insets
    var separator = row.showsSeparator
    var box: LayoutBox? = content
    while let current = box {
      switch current.kind {
      case .listRowInsets(let custom): if let custom { insets = custom }
      case .listRowSeparator(let hidden): if hidden { separator = false }
      case .passthrough, .layered: break
      default: return (insets, separator)
      }
      box = current.children.first
    }
    return (insets, separator)
  }

  private mutating func rowParts(
    _ box: LayoutBox,
    _ proposal: ProposedViewSize,
    _ row: ListRowLayout
  ) -> (size: CGSize, content: CGSize, insets: EdgeInsets, separator: Bool) {
    let content = box.children[0]
    let traits = Self.rowTraits(content, row)
    let width = proposal.width.map { max(0, $0 - 2 * row.margin) }
    let contentWidth = width.map { max(0, $0 - traits.insets.leading - traits.insets.trailing) }
    let contentSize =
      content.isEmptyView
      ? .zero : size(of: content, ProposedViewSize(width: contentWidth, height: nil), in: nil)
    let height = max(
      row.minHeight,
      contentSize.height + traits.insets.top + traits.insets.bottom
    )
    let rowWidth =
      width ?? contentSize.width + traits.insets.leading + traits.insets.trailing
    return (
      CGSize(width: rowWidth + 2 * row.margin, height: height), contentSize, traits.insets,
      traits.separator
    )
  }

  /// The size of a row: the whole proposed width, as tall as its content and insets.
  mutating func listRowSize(
    _ box: LayoutBox,
    _ proposal: ProposedViewSize,
    _ row: ListRowLayout
  ) -> CGSize {
    rowParts(box, proposal, row).size
  }

  /// Places a row's content after its insets and its separator along its bottom edge.
  mutating func placeListRow(
    _ box: LayoutBox,
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ row: ListRowLayout
  ) {
    let parts = rowParts(box, ProposedViewSize(bounds.size), row)
    let content = box.children[0]
    let rowX = bounds.minX + row.margin
    let rowWidth = bounds.width - 2 * row.margin
    let free = bounds.height - parts.insets.top - parts.insets.bottom - parts.content.height
    let contentWidth = max(0, rowWidth - parts.insets.leading - parts.insets.trailing)
    place(
      content,
      at: CGPoint(x: rowX + parts.insets.leading, y: bounds.minY + parts.insets.top + free / 2),
      ProposedViewSize(width: contentWidth, height: nil),
      in: nil
    )
    guard box.children.count > 1 else { return }
    let separator = box.children[1]
    guard parts.separator, !separator.isEmptyView else {
      unplace(separator)
      return
    }
    let thickness = Self.separatorThickness
    let separatorSize = CGSize(width: rowWidth - parts.insets.leading, height: thickness)
    place(
      separator,
      at: CGPoint(x: rowX + parts.insets.leading, y: bounds.maxY - thickness),
      ProposedViewSize(separatorSize),
      in: nil
    )
  }

  /// The size of a section: the widest of its rows (the proposed width), their heights added.
  mutating func listSectionSize(
    _ box: LayoutBox,
    _ proposal: ProposedViewSize,
    _ top: CGFloat
  ) -> CGSize {
    var height = top
    var width: CGFloat = 0
    for child in box.children where !child.isEmptyView {
      let size = size(of: child, ProposedViewSize(width: proposal.width, height: nil), in: nil)
      height += size.height
      width = max(width, size.width)
    }
    return CGSize(width: proposal.width ?? width, height: height)
  }

  /// Places a section's children one under the other.
  mutating func placeListSection(_ box: LayoutBox, in bounds: CGRect, _ top: CGFloat) {
    var y = bounds.minY + top
    let proposal = ProposedViewSize(width: bounds.width, height: nil)
    for child in box.children {
      guard !child.isEmptyView else {
        unplace(child)
        continue
      }
      let size = size(of: child, proposal, in: nil)
      place(child, at: CGPoint(x: bounds.minX, y: y), proposal, in: nil)
      y += size.height
    }
  }
}
