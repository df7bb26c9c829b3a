import Foundation
import Testing
import ViewModelKit

private enum OneThird: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
}

extension HorizontalAlignment {
  fileprivate static let oneThird = HorizontalAlignment(OneThird.self)
}

@MainActor
@Suite("Alignment guides")
struct AlignmentGuideTests {
  /// The indented text's leading guide is 20 points left of its edge, so its edge lands 20
  /// points right of the title's; the stack is as wide as the two so placed.
  @Test func anExplicitGuideIndentsARow() {
    struct Outline: View {
      var body: some View {
        VStack(alignment: .leading) {
          Text("Title")
          Text("Indented").alignmentGuide(.leading) { d in d[.leading] - 20 }
        }
      }
    }
    let snapshot = ViewHost(Outline()).snapshot()
    #expect(snapshot.first("VStack")?.frame == rect(153, 398, 84, 48))
    #expect(snapshot.all("Text").map(\.frame) == [rect(153, 398, 40, 20), rect(173, 426, 64, 20)])
  }

  /// A custom alignment lines views up on its default value (a third of each width here) or on
  /// an explicit guide.
  @Test func aCustomAlignment() {
    struct Ruler: View {
      var body: some View {
        VStack(alignment: .oneThird, spacing: 0) {
          Text("AAA")
          Text("BBBBBB")
          Text("CC").alignmentGuide(.oneThird) { d in d.width }
        }
      }
    }
    let texts = ViewHost(Ruler()).snapshot().all("Text").map(\.frame)
    // Guides at 8, 16 and 16: the line is 16 from the stack's leading edge, which is 48 wide.
    #expect(texts.map(\.minX) == [179, 171, 171])
  }

  /// Texts line up on their first line's baseline (its bottom in the fixed model); other views
  /// on their bottom.
  @Test func firstTextBaseline() {
    struct Price: View {
      var body: some View {
        HStack(alignment: .firstTextBaseline) {
          Text("Big\nTwo")
          Color.red.frame(width: 10, height: 30)
        }
      }
    }
    let snapshot = ViewHost(Price()).snapshot()
    #expect(snapshot.first("HStack")?.frame == rect(174, 397, 42, 50))
    #expect(snapshot.first("Text")?.frame == rect(174, 407, 24, 40))
    #expect(snapshot.first("Color")?.frame == rect(206, 397, 10, 30))
  }

  @Test func lastTextBaselineIsTheBottom() {
    struct Labels: View {
      var body: some View {
        HStack(alignment: .lastTextBaseline) {
          Text("One")
          Text("Two\nlines")
        }
      }
    }
    let texts = ViewHost(Labels()).snapshot().all("Text").map(\.frame)
    #expect(texts.map(\.maxY) == [442, 442])
  }

  /// A new guide value (from state) moves the view.
  @Test func aChangedGuideMovesTheView() throws {
    struct Indent: View {
      @State private var depth: CGFloat = 0
      var body: some View {
        let indent = depth
        return VStack(alignment: .leading) {
          Text("Root")
          Text("Child").alignmentGuide(.leading) { d in d[.leading] - indent }
          Button("Deeper") { depth += 10 }
        }
      }
    }
    let host = ViewHost(Indent())
    let before = host.snapshot().all("Text").map(\.frame.minX)
    try host.tap("Deeper")
    let after = host.snapshot().all("Text").map(\.frame.minX)
    #expect(after[1] - after[0] == 10)
    #expect(before[1] == before[0])
  }
}
