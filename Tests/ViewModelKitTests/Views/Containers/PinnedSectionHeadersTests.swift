import Foundation
import Testing
import ViewModelKit

/// Contacts grouped by letter, whose letters stay at the top while their group scrolls.
private struct Contacts: View {
  var pinned: PinnedScrollableViews = [.sectionHeaders]
  var letters = ["A", "B", "C"]

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0, pinnedViews: pinned) {
        ForEach(letters, id: \.self) { letter in
          Section {
            ForEach(0..<10, id: \.self) { index in
              Text("\(letter)\(index)").frame(height: 50)
            }
          } header: {
            Text(letter).frame(height: 30)
          }
        }
      }
    }
  }
}

@MainActor
private func frame<Root: View>(of text: String, in host: ViewHost<Root>) -> CGRect? {
  host.snapshot().all("Text").first { $0.text == text }?.frame
}

@MainActor
@Suite("Pinned section headers")
struct PinnedSectionHeadersTests {
  /// Each section is a 30-point header and ten 50-point rows: A spans 0–530, B 530–1060.
  @Test func aHeaderStaysAtTheTopWhileItsSectionScrollsUnderIt() throws {
    let host = ViewHost(Contacts())
    #expect(frame(of: "A", in: host) == rect(187, 5, 8, 20))
    try host.scroll(by: 100)
    #expect(frame(of: "A", in: host) == rect(187, 5, 8, 20))
    #expect(frame(of: "A0", in: host) == rect(187, -55, 16, 20))
    // The next header pushes it up and out.
    try host.scroll(by: 410)
    #expect(frame(of: "A", in: host) == rect(187, -5, 8, 20))
    #expect(frame(of: "B", in: host) == rect(187, 25, 8, 20))
    try host.scroll(by: 190)
    #expect(frame(of: "B", in: host) == rect(187, 5, 8, 20))
    #expect(frame(of: "A", in: host) == nil)
    try host.scroll(by: -700)
    #expect(frame(of: "A", in: host) == rect(187, 5, 8, 20))
    #expect(frame(of: "B", in: host) == rect(187, 535, 8, 20))
  }

  /// The header is drawn above the rows that scroll under it.
  @Test func aPinnedHeaderIsDrawnAboveItsSectionsRows() throws {
    let host = ViewHost(Contacts())
    try host.scroll(by: 100)
    let texts = host.snapshot().all("Text").compactMap(\.text)
    #expect(texts.prefix(3) == ["A0", "A1", "A2"])
    #expect(texts.firstIndex(of: "A")! > texts.firstIndex(of: "A9")!)
  }

  /// A long jump into a section that had no views pins its header in the same update.
  ///
  /// E spans 2,120–2,650 points: 2,200 points down, its header is pinned over its first row.
  @Test func aJumpIntoASectionPinsItsHeaderAtOnce() throws {
    let host = ViewHost(Contacts(letters: ["A", "B", "C", "D", "E", "F"]))
    try host.scroll(by: 2200)
    #expect(frame(of: "E", in: host) == rect(187, 5, 8, 20))
    #expect(frame(of: "E1", in: host) == rect(187, 15, 16, 20))
  }

  @Test func withoutPinnedViewsTheHeaderScrollsAway() throws {
    let host = ViewHost(Contacts(pinned: []))
    try host.scroll(by: 100)
    #expect(frame(of: "A", in: host) == rect(187, -95, 8, 20))
  }
}
