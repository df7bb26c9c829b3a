import Foundation
import Testing
import ViewModelKit

/// Tags that wrap onto a new row when the next one does not fit: the layout apps write most.
private struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = arrange(subviews, width: proposal.width ?? .infinity)
    let width = rows.frames.map(\.maxX).max() ?? 0
    return CGSize(width: width, height: rows.height)
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) {
    let rows = arrange(subviews, width: bounds.width)
    for (subview, frame) in zip(subviews, rows.frames) {
      subview.place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
        proposal: ProposedViewSize(frame.size)
      )
    }
  }

  private func arrange(_ subviews: Subviews, width: CGFloat) -> (frames: [CGRect], height: CGFloat)
  {
    var frames: [CGRect] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0, x + size.width > width {
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
      x += size.width + spacing
      rowHeight = max(rowHeight, size.height)
    }
    return (frames, y + rowHeight)
  }
}

private struct TagCloud: View {
  @State private var tags = ["Swift", "Concurrency", "Linux", "SwiftUI", "Combine", "Testing"]

  var body: some View {
    VStack(spacing: 0) {
      FlowLayout {
        ForEach(tags, id: \.self) { Text($0) }
      }
      .frame(width: 200)
      Button("Drop Concurrency") { tags.removeAll { $0 == "Concurrency" } }
    }
  }
}

/// Places only its first subview, at its top-leading corner, 10 points square; leaves the rest.
private struct FirstOnly: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) {
    subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: 10, height: 10))
  }
}

/// Centres every subview on its container's centre.
private struct Centred: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) {
    for subview in subviews {
      subview.place(
        at: CGPoint(x: bounds.midX, y: bounds.midY),
        anchor: .center,
        proposal: .unspecified
      )
    }
  }
}

private struct Rank: LayoutValueKey {
  static let defaultValue = 2
}

/// A column ordered by each subview's rank, lowest first.
private struct RankedColumn: Layout {
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
    for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += subview.sizeThatFits(.unspecified).height
    }
  }
}

private struct RankedList: View {
  @State private var firstRank = 3

  var body: some View {
    VStack(spacing: 0) {
      RankedColumn {
        Text("C").layoutValue(key: Rank.self, value: firstRank)
        Text("A").layoutValue(key: Rank.self, value: 1).padding(.leading, 4)
        Text("B")
      }
      Button("Promote C") { firstRank = 0 }
    }
  }
}

private struct Counter: View {
  @State private var count = 0

  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

private struct Switcher: View {
  @State private var isVertical = false

  var body: some View {
    let layout =
      isVertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
    VStack {
      layout {
        Color.red.frame(width: 20, height: 20)
        Counter()
      }
      Button("Flip") { withAnimation(.linear(duration: 1)) { isVertical.toggle() } }
    }
  }
}

/// A row when it fits the proposed width, else a column: the built-in layouts' methods asked
/// from a custom layout.
private struct RowOrColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var none: () = ()
    let row = HStackLayout(spacing: 0)
      .sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &none)
    if row.width <= proposal.width ?? .infinity { return row }
    return VStackLayout(alignment: .leading, spacing: 0)
      .sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) {
    var none: () = ()
    let row = HStackLayout(spacing: 0)
      .sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &none)
    if row.width <= bounds.width {
      HStackLayout(spacing: 0)
        .placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
    } else {
      VStackLayout(alignment: .leading, spacing: 0)
        .placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
    }
  }
}

/// Its first subview over a row of the others: a slice of the subviews handed to a built-in
/// layout.
private struct HeaderOverRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let header = subviews[0].sizeThatFits(.unspecified)
    let row = rowSize(subviews)
    return CGSize(width: max(header.width, row.width), height: header.height + row.height)
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) {
    let header = subviews[0].sizeThatFits(.unspecified)
    subviews[0].place(at: bounds.origin, proposal: .unspecified)
    let rest = subviews[1...]
    precondition(rest.startIndex == 1 && rest.count == subviews.count - 1)
    var none: () = ()
    HStackLayout(spacing: 0)
      .placeSubviews(
        in: CGRect(
          origin: CGPoint(x: bounds.minX, y: bounds.minY + header.height),
          size: rowSize(subviews)
        ),
        proposal: .unspecified,
        subviews: rest,
        cache: &none
      )
  }

  private func rowSize(_ subviews: Subviews) -> CGSize {
    var none: () = ()
    return HStackLayout(spacing: 0)
      .sizeThatFits(proposal: .unspecified, subviews: subviews[1...], cache: &none)
  }
}

/// Counts how often its cache is made and updated; the cache holds the subviews' sizes.
private final class CacheLog: @unchecked Sendable {
  var made = 0
  var updated = 0
}

private struct CachedColumn: Layout {
  let log: CacheLog

  func makeCache(subviews: Subviews) -> [CGSize] {
    log.made += 1
    return subviews.map { $0.sizeThatFits(.unspecified) }
  }

  func updateCache(_ cache: inout [CGSize], subviews: Subviews) {
    log.updated += 1
    cache = subviews.map { $0.sizeThatFits(.unspecified) }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize
  {
    CGSize(width: cache.map(\.width).max() ?? 0, height: cache.map(\.height).reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout [CGSize]
  ) {
    var y = bounds.minY
    for (subview, size) in zip(subviews, cache) {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
      y += size.height
    }
  }
}

private struct CachedList: View {
  let log: CacheLog
  @State private var title = "Hi"

  var body: some View {
    VStack(spacing: 0) {
      CachedColumn(log: log) {
        Text(title)
        Text("World")
      }
      Button("Lengthen") { title = "Hello, there" }
    }
  }
}

@MainActor
@Suite("Custom layouts (the Layout protocol)")
struct CustomLayoutTests {
  @Test func aFlowLayoutWrapsItsTagsIntoRows() throws {
    let host = ViewHost(TagCloud())
    // Rows of 184 and 184 points in a 200-point frame; the layout is 184 × 48, centred in it.
    let texts = host.snapshot().all("Text").dropLast().map(\.frame)
    let frame = try #require(host.snapshot().first("Button")?.frame)
    let top = frame.minY - 48
    #expect(
      texts == [
        CGRect(x: 103, y: top, width: 40, height: 20),
        CGRect(x: 151, y: top, width: 88, height: 20),
        CGRect(x: 247, y: top, width: 40, height: 20),
        CGRect(x: 103, y: top + 28, width: 56, height: 20),
        CGRect(x: 167, y: top + 28, width: 56, height: 20),
        CGRect(x: 231, y: top + 28, width: 56, height: 20),
      ]
    )
  }

  @Test func aRemovedTagLaysTheRowsOutAgain() throws {
    let host = ViewHost(TagCloud())
    try host.tap("Drop Concurrency")
    // Swift, Linux, SwiftUI fit on the first row (40 + 8 + 40 + 8 + 56 = 152), the rest on a
    // second; the layout is 152 wide, centred in the frame from 95.
    let texts = host.snapshot().all("Text").dropLast().map(\.frame)
    let minY = try #require(texts.first?.minY)
    #expect(texts.map(\.minX) == [119, 167, 215, 119, 183])
    #expect(texts.map { $0.minY - minY } == [0, 0, 0, 28, 28])
  }
  @Test func aSubviewTheLayoutDoesNotPlaceIsCentredAndProposedTheContainersSize() throws {
    let view = FirstOnly {
      Color.red
      Text("Hi")
    }
    .frame(width: 100, height: 100)
    let snapshot = ViewHost(view).snapshot()
    // The frame is centred in 390 × 844: (145, 372).
    #expect(snapshot.first("Color")?.frame == CGRect(x: 145, y: 372, width: 10, height: 10))
    #expect(snapshot.first("Text")?.frame == CGRect(x: 187, y: 412, width: 16, height: 20))
  }

  @Test func theAnchorPointOfAPlacedSubviewGoesAtThePosition() {
    let view = Centred {
      Color.blue.frame(width: 40, height: 10)
      Text("Centre")
    }
    .frame(width: 100, height: 100)
    let snapshot = ViewHost(view).snapshot()
    #expect(snapshot.first("Color")?.frame == CGRect(x: 175, y: 417, width: 40, height: 10))
    #expect(snapshot.first("Text")?.frame == CGRect(x: 171, y: 412, width: 48, height: 20))
  }

  @Test func layoutValuesReachTheLayoutThroughLaterModifiersAndTheirChangesLayOutAgain() throws {
    let host = ViewHost(RankedList())
    func order() -> [String] {
      host.snapshot().all("Text").dropLast().sorted { $0.frame.minY < $1.frame.minY }
        .compactMap(\.text)
    }
    #expect(order() == ["A", "B", "C"])
    try host.tap("Promote C")
    #expect(order() == ["C", "A", "B"])
  }

  @Test func anyLayoutChangesTheLayoutKeepingItsSubviewsStateAndAnimatesThem() throws {
    let host = ViewHost(Switcher())
    try host.tap("Count 0")
    let color = try #require(host.snapshot().first("Color")?.frame)
    let counter = try #require(host.snapshot().all("Text").first { $0.text == "Count 1" }?.frame)
    // A row: the counter right of the colour, their tops 0 apart (both centred on a 20-point row).
    #expect(counter.minX == color.maxX)

    try host.tap("Flip")
    host.advance(frames: 30)
    let moving = try #require(host.snapshot().all("Text").first { $0.text == "Count 1" })
    #expect(moving.isAnimating)
    host.advance(frames: 40)
    let colour = try #require(host.snapshot().first("Color")?.frame)
    let below = try #require(host.snapshot().all("Text").first { $0.text == "Count 1" }?.frame)
    // A column: the counter (its state kept) under the colour.
    #expect(below.minY == colour.maxY)
    #expect(abs(below.midX - colour.midX) < 1e-9)
  }

  @Test func theStackLayoutsLayOutAsTheirStacks() {
    let layouts = ViewHost(
      VStackLayout(alignment: .leading, spacing: 2) {
        HStackLayout(alignment: .top, spacing: 6) {
          Text("One")
          Color.red.frame(width: 10, height: 30)
        }
        ZStackLayout(alignment: .bottomTrailing) {
          Color.blue.frame(width: 50, height: 50)
          Text("Z")
        }
      }
    )
    .snapshot()
    let stacks = ViewHost(
      VStack(alignment: .leading, spacing: 2) {
        HStack(alignment: .top, spacing: 6) {
          Text("One")
          Color.red.frame(width: 10, height: 30)
        }
        ZStack(alignment: .bottomTrailing) {
          Color.blue.frame(width: 50, height: 50)
          Text("Z")
        }
      }
    )
    .snapshot()
    #expect(layouts.all("Text").map(\.frame) == stacks.all("Text").map(\.frame))
    #expect(layouts.all("Color").map(\.frame) == stacks.all("Color").map(\.frame))
  }

  @Test func aLayoutCanAskTheBuiltInLayoutsForSizesAndPlaces() {
    func frames(width: CGFloat) -> [CGRect] {
      let view = RowOrColumn {
        Text("Left")
        Text("Right")
      }
      .frame(width: width, height: 100, alignment: .topLeading)
      return ViewHost(view).snapshot().all("Text").map(\.frame)
    }
    // 32 + 40 = 72 points: a row in 100, a column in 50. The frame's top-leading is at
    // ((390 - width) / 2, 372).
    #expect(
      frames(width: 100) == [
        CGRect(x: 145, y: 372, width: 32, height: 20),
        CGRect(x: 177, y: 372, width: 40, height: 20),
      ]
    )
    #expect(
      frames(width: 50) == [
        CGRect(x: 170, y: 372, width: 32, height: 20),
        CGRect(x: 170, y: 392, width: 40, height: 20),
      ]
    )
  }

  @Test func theCacheIsMadeOnceAndUpdatedWhenASubviewChanges() throws {
    let log = CacheLog()
    let host = ViewHost(CachedList(log: log))
    #expect(log.made == 1)
    let updatedAtStart = log.updated
    host.flush()
    #expect(log.updated == updatedAtStart)  // nothing changed: the cache is kept
    try host.tap("Lengthen")
    #expect(log.updated > updatedAtStart)
    // The cached sizes are the new ones: the longer title is 96 points wide.
    #expect(host.snapshot().all("Text").first { $0.text == "Hello, there" }?.frame.width == 96)
    #expect(log.made == 1)
  }

  @Test func viewSpacingPrefersTheLargerOfTheFacingEdges() {
    #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
    #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 8)
    var merged = ViewSpacing.zero
    merged.formUnion(ViewSpacing(), edges: .leading)
    #expect(merged.distance(to: .zero, along: .horizontal) == 0)
    #expect(ViewSpacing.zero.distance(to: merged, along: .horizontal) == 8)
  }
  @Test func aSliceOfTheSubviewsKeepsItsIndicesAndCanBeLaidOutByABuiltInLayout() {
    let view = HeaderOverRow {
      Text("Title")
      Text("a")
      Text("bc")
    }
    // 40 × 40, centred: (175, 402).
    #expect(
      ViewHost(view).snapshot().all("Text").map(\.frame) == [
        CGRect(x: 175, y: 402, width: 40, height: 20),
        CGRect(x: 175, y: 422, width: 8, height: 20),
        CGRect(x: 183, y: 422, width: 16, height: 20),
      ]
    )
  }
}
