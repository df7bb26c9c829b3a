import Foundation
import Testing
import ViewModelKit

@MainActor
private final class Log {
  var lines: [String] = []
}

private struct Item: Identifiable, Equatable {
  let id: Int
  var title: String { "Item \(id)" }
}

/// A paginated feed: the last row's `onAppear` asks for the next page.
@MainActor
private final class FeedModel: ObservableObject {
  @Published private(set) var items = (0..<20).map(Item.init)
  private(set) var pagesLoaded = 1
  private(set) var loadRequests = 0

  func rowAppeared(_ item: Item) {
    guard item.id == items.last?.id else { return }
    loadRequests += 1
    guard pagesLoaded < 3 else { return }
    items += (items.count..<items.count + 20).map(Item.init)
    pagesLoaded += 1
  }
}

private struct FeedScreen: View {
  @ObservedObject var model: FeedModel
  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(model.items) { item in
          Text(item.title).frame(height: 100)
            .onAppear { model.rowAppeared(item) }
        }
      }
    }
  }
}

/// A row with a counter of its own.
private struct CounterRow: View {
  let index: Int
  let log: Log
  @State private var taps = 0
  var body: some View {
    Button("Row \(index): \(taps)") { taps += 1 }
      .frame(height: 50)
      .onAppear { log.lines.append("appear \(index)") }
      .onDisappear { log.lines.append("disappear \(index)") }
  }
}

private struct Counters: View {
  let log: Log
  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<100_000, id: \.self) { CounterRow(index: $0, log: log) }
      }
    }
    .frame(height: 200)
  }
}

@MainActor
@Suite("Lazy realization")
struct LazyRealizationTests {
  /// Only the rows in the viewport exist; their `onAppear`s run top to bottom.
  @Test func onlyTheRowsInViewExist() {
    let log = Log()
    let host = ViewHost(Counters(log: log))
    #expect(shownTexts(host) == ["Row 0: 0", "Row 1: 0", "Row 2: 0", "Row 3: 0"])
    #expect(log.lines == ["appear 0", "appear 1", "appear 2", "appear 3"])
    // The stack is as long as all its rows, from their data.
    #expect(host.snapshot().first("LazyVStack")?.frame == rect(0, 322, 390, 5_000_000))
  }

  /// Scrolling builds the rows that come into view and parks those that leave: the new rows'
  /// `onAppear`s run before the old rows' `onDisappear`s.
  @Test func rowsAppearAndDisappearAsTheyScroll() throws {
    let log = Log()
    let host = ViewHost(Counters(log: log))
    log.lines = []
    try host.scroll(by: 120)
    #expect(shownTexts(host) == ["Row 2: 0", "Row 3: 0", "Row 4: 0", "Row 5: 0", "Row 6: 0"])
    #expect(log.lines == ["appear 4", "appear 5", "appear 6", "disappear 0", "disappear 1"])
    let texts = host.snapshot().all("Text")
    #expect(texts.map(\.frame.minY) == [337 - 20, 367, 417, 467, 517].map { CGFloat($0) })
  }

  /// A row that scrolled away keeps its state (as SwiftUI keeps it): it disappears, and when
  /// it comes back it appears again with its count, drawn where it was.
  @Test func aRowThatScrolledAwayKeepsItsState() throws {
    let log = Log()
    let host = ViewHost(Counters(log: log))
    try host.tap("Row 1: 0")
    #expect(shownTexts(host).contains("Row 1: 1"))
    let before = host.snapshot()
    try host.scroll(by: 1000)
    #expect(shownTexts(host).first == "Row 20: 0")
    #expect(log.lines.contains("disappear 1"))
    log.lines = []
    try host.scroll(by: -1000)
    #expect(shownTexts(host).prefix(2) == ["Row 0: 0", "Row 1: 1"])
    #expect(log.lines.prefix(4) == ["appear 0", "appear 1", "appear 2", "appear 3"])
    #expect(host.snapshot() == before)
  }

  /// The last row's `onAppear` loads the next page; scrolling to the end again asks again (the
  /// model guards), as on a device.
  @Test func theLastRowLoadsTheNextPage() throws {
    let model = FeedModel()
    let host = ViewHost(FeedScreen(model: model))
    #expect(shownTexts(host).first == "Item 0")
    #expect(shownTexts(host).count == 9)
    try host.scroll(by: 2000 - 844)
    #expect(model.items.count == 40)
    #expect(model.loadRequests == 1)
    #expect(shownTexts(host).last == "Item 19")
    try host.scroll(by: 2000)
    #expect(model.items.count == 60)
    try host.scroll(by: 10_000)
    #expect(model.loadRequests == 3)
    #expect(model.items.count == 60)
    #expect(shownTexts(host).last == "Item 59")
    #expect(try host.contentOffset() == CGPoint(x: 0, y: 6000 - 844))
  }

  /// A lazy grid builds whole lines of cells.
  @Test func aLazyGridRealizesLinesInView() throws {
    struct Gallery: View {
      var body: some View {
        ScrollView {
          LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
            ForEach(0..<1000, id: \.self) { Text("\($0)").frame(height: 100) }
          }
        }
        .frame(height: 300)
      }
    }
    let host = ViewHost(Gallery())
    #expect(shownTexts(host) == ["0", "1", "2", "3", "4", "5"])
    try host.scroll(by: 250)
    #expect(shownTexts(host) == ["4", "5", "6", "7", "8", "9", "10", "11"])
    #expect(host.snapshot().first("LazyVGrid")?.frame.height == 50_000)
  }

  /// A horizontal lazy stack in a horizontal scroll view.
  @Test func aLazyHStackRealizesColumnsInView() throws {
    struct Tags: View {
      var body: some View {
        ScrollView(.horizontal) {
          LazyHStack(spacing: 10) {
            ForEach(0..<50, id: \.self) { Text("Tag \($0)").frame(width: 90) }
          }
        }
      }
    }
    let host = ViewHost(Tags())
    #expect(shownTexts(host) == ["Tag 0", "Tag 1", "Tag 2", "Tag 3"])
    try host.scroll(by: 300)
    #expect(shownTexts(host) == ["Tag 3", "Tag 4", "Tag 5", "Tag 6"])
  }
}
