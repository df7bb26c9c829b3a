import Foundation
import Testing
import ViewModelKit

private struct Feed: View {
  let log: EventLog
  @State private var isScrolled = false

  var body: some View {
    VStack {
      Text(isScrolled ? "Scrolled" : "At top")
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<50, id: \.self) { Text("Post \($0)") }
        }
      }
      .onScrollGeometryChange(for: CGFloat.self) { geometry in
        geometry.contentOffset.y
      } action: { old, new in
        log("\(Int(old)) -> \(Int(new))")
        isScrolled = new > 20
      }
    }
  }
}

@MainActor
@Suite("Scroll geometry change actions")
struct ScrollGeometryChangeTests {
  @Test func aScrollRunsTheActionWithTheOldAndNewOffsets() throws {
    let log = EventLog()
    let host = ViewHost(Feed(log: log))
    #expect(log.entries == [])
    try host.scroll(by: 100)
    #expect(log.entries == ["0 -> 100"])
    #expect(shownTexts(host).first == "Scrolled")
    try host.scroll(by: -90)
    #expect(log.entries == ["0 -> 100", "100 -> 10"])
    #expect(shownTexts(host).first == "At top")
  }

  @Test func theGeometryDescribesTheContentAndTheContainer() throws {
    struct Sizes: View {
      let log: EventLog
      var body: some View {
        ScrollView {
          Color.red.frame(height: 1000)
        }
        .frame(height: 400)
        .onScrollGeometryChange(for: ScrollGeometry.self) {
          $0
        } action: { _, new in
          log("\(new.contentSize.height) \(new.containerSize.height) \(new.visibleRect.minY)")
        }
      }
    }
    let log = EventLog()
    let host = ViewHost(Sizes(log: log))
    try host.scroll(by: 250)
    #expect(log.entries == ["1000.0 400.0 250.0"])
  }
}
