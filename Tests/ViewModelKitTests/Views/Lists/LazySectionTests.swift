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
