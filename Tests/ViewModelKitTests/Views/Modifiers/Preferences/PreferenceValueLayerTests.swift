import Foundation
import Testing
import ViewModelKit

// `overlayPreferenceValue` and `backgroundPreferenceValue` as apps use them: a selection
// underline that follows the selected tab, a highlight behind the chosen card, a badge built
// from what the rows report.

private struct SelectedBoundsKey: PreferenceKey {
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

private struct CardBoundsKey: PreferenceKey {
  static let defaultValue: [Int: Anchor<CGRect>] = [:]
  static func reduce(
    value: inout [Int: Anchor<CGRect>],
    nextValue: () -> [Int: Anchor<CGRect>]
  ) {
    value.merge(nextValue()) { $1 }
  }
}

private struct CountKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) {
    value += nextValue()
  }
}

private struct TabBar: View {
  @State private var selected = 0

  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<3, id: \.self) { id in
        Button("Tab \(id)") {
          withAnimation(.linear(duration: 1)) { selected = id }
        }
        .frame(width: 100, height: 40)
        .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) {
          selected == id ? $0 : nil
        }
      }
    }
    .overlayPreferenceValue(SelectedBoundsKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          Rectangle()
            .frame(width: proxy[anchor].width, height: 2)
            .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
        }
      }
    }
  }
}

private struct Cards: View {
  @State private var highlighted = 1

  var body: some View {
    VStack(spacing: 10) {
      ForEach(0..<3, id: \.self) { id in
        Button("Card \(id)") { highlighted = id }
          .frame(width: 200, height: 50)
          .anchorPreference(key: CardBoundsKey.self, value: .bounds) { [id: $0] }
      }
    }
    .padding(20)
    .backgroundPreferenceValue(CardBoundsKey.self) { anchors in
      GeometryReader { proxy in
        if let anchor = anchors[highlighted] {
          RoundedRectangle(cornerRadius: 8)
            .frame(width: proxy[anchor].width + 8, height: proxy[anchor].height + 8)
            .offset(x: proxy[anchor].minX - 4, y: proxy[anchor].minY - 4)
        }
      }
    }
  }
}

/// Rows report 1 each; the overlay shows the count and reports 10 of its own, which its
/// ancestors see and it does not.
private struct Inbox: View {
  @State private var rows = 2
  @State private var total = 0

  var body: some View {
    VStack {
      Text("Total \(total)")
      VStack {
        ForEach(0..<rows, id: \.self) { row in
          Text("Row \(row)").preference(key: CountKey.self, value: 1)
        }
        Button("Add") { rows += 1 }
      }
      .overlayPreferenceValue(CountKey.self, alignment: .topTrailing) { count in
        Text("Badge \(count)")
          .frame(width: 80, height: 20)
          .preference(key: CountKey.self, value: 10)
      }
    }
    .onPreferenceChange(CountKey.self) { total = $0 }
  }
}

/// A background reads the content's value: the content comes after it in tree order.
private struct Summary: View {
  @State private var rows = 1

  var body: some View {
    VStack {
      ForEach(0..<rows, id: \.self) { row in
        Text("Item \(row)").preference(key: CountKey.self, value: 1)
      }
      Button("More") { rows += 1 }
    }
    .backgroundPreferenceValue(CountKey.self) { count in
      Text("Count \(count)")
    }
  }
}

@MainActor
@Suite("Preference value layers")
struct PreferenceValueLayerTests {
  /// The bar is 300 × 40 at (45, 402); the first tab's bounds, read in the overlay's reader,
  /// put the underline 100 × 2 right under it.
  @Test func theUnderlineSitsUnderTheSelectedTab() throws {
    let host = ViewHost(TabBar())
    let snapshot = host.snapshot()
    #expect(snapshot.first("GeometryReader")?.frame == rect(45, 402, 300, 40))
    #expect(snapshot.first("Rectangle")?.frame == rect(45, 442, 100, 2))
  }

  /// The tap's animation reaches the underline, rebuilt in the same update: it slides from
  /// the first tab to the third over the second, frame by frame.
  @Test func theUnderlineSlidesToTheNewTabWithTheTapsAnimation() throws {
    let host = ViewHost(TabBar())
    try host.tap("Tab 2")
    #expect(host.snapshot().first("Rectangle")?.frame == rect(45, 442, 100, 2))
    host.advance(by: 0.25)
    #expect(host.snapshot().first("Rectangle")?.frame == rect(95, 442, 100, 2))
    host.advance(by: 0.25)
    #expect(host.snapshot().first("Rectangle")?.frame == rect(145, 442, 100, 2))
    try host.settle()
    #expect(host.snapshot().first("Rectangle")?.frame == rect(245, 442, 100, 2))
  }

  /// The cards are 200 × 50, 10 apart, in a 240 × 210 padded stack at (75, 317); the
  /// highlight is the chosen card's bounds grown by 4 on each side.
  @Test func aDictionaryOfAnchorsDrivesABackground() throws {
    let host = ViewHost(Cards())
    #expect(host.snapshot().first("RoundedRectangle")?.frame == rect(91, 393, 208, 58))
    try host.tap("Card 2")
    #expect(host.snapshot().first("RoundedRectangle")?.frame == rect(91, 453, 208, 58))
    try host.tap("Card 0")
    #expect(host.snapshot().first("RoundedRectangle")?.frame == rect(91, 333, 208, 58))
  }

  /// The overlay's own 10 does not reach its transform, and its ancestors see both.
  @Test func theOverlaysOwnValueIsNotFedBackButReachesAncestors() throws {
    let host = ViewHost(Inbox())
    let texts = { host.snapshot().all("Text").compactMap(\.text) }
    #expect(texts().contains("Badge 2"))
    #expect(texts().first == "Total 12")
    try host.tap("Add")
    #expect(texts().contains("Badge 3"))
    #expect(texts().first == "Total 13")
  }

  /// The overlay is placed by its alignment: its 80 × 20 frame at the top-trailing corner of
  /// the rows' stack, the text centered in it.
  @Test func theAlignmentPlacesTheOverlay() throws {
    let host = ViewHost(Inbox())
    let snapshot = host.snapshot()
    let stacks = snapshot.all("VStack")
    let rows = try #require(stacks.dropFirst().first)
    let badge = try #require(snapshot.all("Text").first { $0.text == "Badge 2" })
    #expect(badge.frame.midX == rows.frame.maxX - 40)
    #expect(badge.frame.midY == rows.frame.minY + 10)
  }

  /// A background comes before its content in tree order, so it is built before the content
  /// changes; it is built again in the same update with the content's new value.
  @Test func aBackgroundFollowsItsContentsValueInTheSameUpdate() throws {
    let host = ViewHost(Summary())
    #expect(host.snapshot().first("Text")?.text == "Count 1")
    try host.tap("More")
    #expect(host.snapshot().first("Text")?.text == "Count 2")
  }
}
