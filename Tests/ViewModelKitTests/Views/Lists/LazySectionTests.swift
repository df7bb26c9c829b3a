import Foundation
import Testing
import ViewModelKit

/// A produce list of two long sections; each row logs when it appears.
private struct Produce: View {
  let log: EventLog

  var body: some View {
    List {
      Section("Fruits") {
        ForEach(0..<200, id: \.self) { index in
          Text("Fruit \(index)").onAppear { log("Fruit \(index)") }
        }
      }
      Section("Vegetables") {
        ForEach(0..<200, id: \.self) { index in
          Text("Vegetable \(index)").onAppear { log("Vegetable \(index)") }
        }
      }
    }
  }
}

@MainActor
@Suite("Lazy sections in List")
struct LazySectionTests {
  /// Only the rows in view are built, in each section.
  ///
  /// 19 rows of 44 points fit below the header. The sections themselves are built (the second
  /// one's header is below the viewport).
  @Test func aSectionBuildsOnlyTheRowsInView() throws {
    let log = EventLog()
    let host = ViewHost(Produce(log: log))
    #expect(log.entries == (0..<19).map { "Fruit \($0)" })
    let texts = shownTexts(host)
    #expect(texts == ["Fruits"] + (0..<19).map { "Fruit \($0)" } + ["Vegetables"])
    let snapshot = host.snapshot()
    #expect(snapshot.all("Text").first { $0.text == "Fruit 18" }?.frame == rect(36, 831, 64, 20))
    #expect(snapshot.all("Text").last?.frame == rect(36, 8862, 80, 20))
  }

  /// Scrolling into the second section builds its rows as they come into view.
  @Test func scrollingReachesTheRowsOfTheNextSection() throws {
    let log = EventLog()
    let host = ViewHost(Produce(log: log))
    // The first section is 28 + 200 × 44 = 8,828 points tall; the second's header follows
    // 35 points below it.
    try host.scroll(by: 8863)
    let texts = shownTexts(host)
    #expect(texts.filter { $0.hasPrefix("Fruit ") } == [])
    #expect(texts.dropFirst(2).first == "Vegetable 0")
    let row = host.snapshot().all("Text").first { $0.text == "Vegetable 0" }
    #expect(row?.frame == rect(36, 38, 88, 20))
    #expect(log.entries.filter { $0.hasPrefix("Vegetable") } == (0..<19).map { "Vegetable \($0)" })
  }
}

/// Fifty groups of twenty rows, each group a section: both the sections and their rows are
/// lazy.
private struct Groups: View {
  var body: some View {
    List {
      ForEach(0..<50, id: \.self) { group in
        Section("Group \(group)") {
          ForEach(0..<20, id: \.self) { row in
            Text("Item \(group).\(row)")
          }
        }
      }
    }
  }
}

extension LazySectionTests {
  /// Each section of a `ForEach` starts 35 points below the one before (the first too), its
  /// header is 27 points tall and its rows 44: the first screen shows 18 rows of group 0.
  @Test func sectionsFromAForEachAreLazyAndSoAreTheirRows() throws {
    let host = ViewHost(Groups())
    #expect(shownTexts(host) == ["Group 0"] + (0..<18).map { "Item 0.\($0)" })
    // One screen down: the end of group 0 (its header, built with its section, is above the
    // viewport) and the start of group 1; the other 48 groups have no views.
    try host.scroll(by: 844)
    #expect(
      shownTexts(host)
        == ["Group 0"] + (17..<20).map { "Item 0.\($0)" } + ["Group 1"]
        + (0..<16).map { "Item 1.\($0)" }
    )
  }
}
