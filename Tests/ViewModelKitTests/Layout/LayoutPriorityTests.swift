import Foundation
import Testing
import ViewModelKit

private struct PriceRow: View {
  let name: String
  let price: String
  let isNamePreferred: Bool
  var width: CGFloat = 120

  var body: some View {
    HStack {
      Text(name).layoutPriority(isNamePreferred ? 1 : 0)
      Spacer()
      Text(price)
    }
    .frame(width: width)
  }
}

@MainActor
@Suite("Layout priority")
struct LayoutPriorityTests {
  /// The name (priority 1) is offered 120 less the price's and the spacer's minimum widths
  /// (8 each): 104, so "Blueberry muffin" wraps to "Blueberry" / "muffin"; the price then gets
  /// what is left (40, its ideal), and the spacer its minimum.
  @Test func aPreferredNameIsSizedBeforeThePrice() throws {
    let host = ViewHost(PriceRow(name: "Blueberry muffin", price: "$3.50", isNamePreferred: true))
    let snapshot = host.snapshot()
    let texts = snapshot.all("Text").map(\.frame)
    #expect(texts == [rect(135, 402, 72, 40), rect(215, 412, 40, 20)])
    #expect(snapshot.first("Spacer")?.frame == rect(207, 422, 8, 0))
  }

  /// At 160 points the priority decides who wraps.
  ///
  /// The preferred name keeps its one line and the price wraps into what is left ("$3." / "50").
  @Test func atOneSixtyThePreferredNameKeepsItsLine() {
    let row = PriceRow(name: "Blueberry muffin", price: "$3.50", isNamePreferred: true, width: 160)
    let snapshot = ViewHost(row).snapshot()
    #expect(snapshot.all("Text").map(\.frame) == [rect(115, 412, 128, 20), rect(251, 402, 24, 40)])
    #expect(snapshot.first("Spacer")?.frame == rect(243, 422, 8, 0))
  }

  /// Without the priority the less flexible price is sized first at its ideal width, the name
  /// wraps in half of what is left, and the spacer takes the rest.
  @Test func withoutPriorityTheLeastFlexibleViewGoesFirst() {
    let row = PriceRow(name: "Blueberry muffin", price: "$3.50", isNamePreferred: false, width: 160)
    let snapshot = ViewHost(row).snapshot()
    #expect(snapshot.all("Text").map(\.frame) == [rect(115, 402, 72, 40), rect(235, 412, 40, 20)])
    #expect(snapshot.first("Spacer")?.frame == rect(187, 422, 48, 0))
  }

  /// A priority is a trait of the view: modifiers around it keep it.
  @Test func aPriorityUnderPaddingStillCounts() {
    struct Row: View {
      var body: some View {
        HStack(spacing: 0) {
          Text("Left side").layoutPriority(1).padding(.horizontal, 4)
          Text("Right side")
        }
        .frame(width: 100)
      }
    }
    let texts = ViewHost(Row()).snapshot().all("Text").map(\.frame)
    // "Left side" (72) + 8 of padding is offered 100 - 8 (the right text's minimum): 92 ≥ 80.
    #expect(texts[0].width == 72)
    #expect(texts[1].width == 16)
  }
}
