import Foundation
import Testing
import ViewModelKit

private enum BadgeLine: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
}

extension VerticalAlignment {
  /// Where a badge lines up with a column: its top, unless the view says otherwise.
  fileprivate static let badgeLine = VerticalAlignment(BadgeLine.self)
}

/// Its subviews one under the other, leading-aligned; no `explicitAlignment` of its own, so its
/// guides are its subviews' merged.
private struct Column: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0,
      height: sizes.map(\.height).reduce(0, +)
    )
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) {
    var y = bounds.minY
    for subview in subviews {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += subview.sizeThatFits(.unspecified).height
    }
  }
}

/// A column whose badge line is under its first subview; no other guide is explicit.
private struct BadgedColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var none: () = ()
    return Column().sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) {
    var none: () = ()
    Column().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
  }

  func explicitAlignment(
    of guide: VerticalAlignment,
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    guard guide == .badgeLine, let first = subviews.first else { return nil }
    return bounds.minY + first.sizeThatFits(.unspecified).height
  }
}

/// A column whose leading guide is 10 points in: its subviews hang 10 points out of a
/// leading-aligned stack.
private struct IndentedColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var none: () = ()
    return Column().sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) {
    var none: () = ()
    Column().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
  }

  func explicitAlignment(
    of guide: HorizontalAlignment,
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    guide == .leading ? bounds.minX + 10 : nil
  }
}

@MainActor
@Suite("Layout.explicitAlignment")
struct ExplicitAlignmentTests {
  /// An `HStack` on a custom alignment asks the column for it.
  ///
  /// The badge's top meets the line under the column's first view, 30 points down. The stack is 30 × 60, centred at
  /// (180, 392).
  @Test func aStackOnACustomGuideAsksTheLayout() {
    let view = HStack(alignment: .badgeLine, spacing: 0) {
      Color.red.frame(width: 10, height: 10)
      BadgedColumn {
        Color.blue.frame(width: 20, height: 30)
        Color.green.frame(width: 20, height: 30)
      }
    }
    let colors = ViewHost(view).snapshot().all("Color").map(\.frame)
    #expect(colors == [rect(180, 422, 10, 10), rect(190, 392, 20, 30), rect(190, 422, 20, 30)])
  }

  /// By default a layout merges its subviews' guides.
  ///
  /// The column's first baseline is its text's, 30 + 20 points down, and the texts of the row
  /// share a baseline. The row is
  /// 28 × 50, centred at (181, 397).
  @Test func byDefaultTheSubviewsGuidesAreMerged() {
    let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
      Text("A")
      Column {
        Color.blue.frame(width: 20, height: 30)
        Text("B")
      }
    }
    let snapshot = ViewHost(view).snapshot()
    #expect(snapshot.all("Text").map(\.frame) == [rect(181, 427, 8, 20), rect(189, 427, 8, 20)])
    #expect(snapshot.first("Color")?.frame == rect(189, 397, 20, 30))
  }

  /// A layout that answers `nil` gives the guide its default for the container's size (the
  /// bottom, for a last baseline), not its subviews' merged value.
  @Test func nilGivesTheGuidesDefault() {
    let view = HStack(alignment: .lastTextBaseline, spacing: 0) {
      Text("A")
      BadgedColumn {
        Text("B")
        Color.blue.frame(width: 20, height: 30)
      }
    }
    let texts = ViewHost(view).snapshot().all("Text").map(\.frame)
    #expect(texts == [rect(181, 427, 8, 20), rect(189, 397, 8, 20)])
  }

  /// A leading-aligned `VStack` lines the column's explicit leading guide up with the title.
  ///
  /// The column hangs 10 points out of the title's leading edge. The stack is 50 × 40, centred at (170, 402).
  @Test func aVStackAlignsTheLayoutsLeadingGuide() {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("Title")
      IndentedColumn { Text("Hi") }
    }
    let texts = ViewHost(view).snapshot().all("Text").map(\.frame)
    #expect(texts == [rect(180, 402, 40, 20), rect(170, 422, 16, 20)])
  }

  /// A `ZStack` and an overlay align the layout by its guides too.
  @Test func aZStackAndAnOverlayAlignTheLayoutByItsGuides() {
    let stacked = ZStack(alignment: .leading) {
      Color.gray.frame(width: 100, height: 50)
      IndentedColumn { Text("Hi") }
    }
    // The guides meet 10 points into the gray: the ZStack is 110 × 50, centred at (140, 397).
    let snapshot = ViewHost(stacked).snapshot()
    #expect(snapshot.first("Color")?.frame == rect(150, 397, 100, 50))
    #expect(snapshot.first("Text")?.frame == rect(140, 412, 16, 20))

    let overlaid = Color.gray.frame(width: 100, height: 50)
      .overlay(alignment: .leading) { IndentedColumn { Text("Hi") } }
    // The gray, 100 × 50, is centred at (145, 397); the column starts 10 points before it.
    #expect(ViewHost(overlaid).snapshot().first("Text")?.frame == rect(135, 412, 16, 20))
  }
}
