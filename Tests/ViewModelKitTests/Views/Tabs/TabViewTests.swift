import Foundation
import Testing
import ViewModelKit

@MainActor
private final class Log {
  var lines: [String] = []
}

private struct Counter: View {
  let name: String
  let log: Log
  @State private var count = 0
  var body: some View {
    Button("\(name) \(count)") { count += 1 }
      .onAppear { log.lines.append("appear \(name)") }
      .onDisappear { log.lines.append("disappear \(name)") }
  }
}

private enum Screen: Hashable {
  case inbox
  case settings
}

private struct App: View {
  let log: Log
  @State private var screen = Screen.inbox
  var body: some View {
    TabView(selection: $screen) {
      Counter(name: "Mail", log: log)
        .tabItem { Label("Inbox", systemImage: "tray") }
        .tag(Screen.inbox)
      Counter(name: "Prefs", log: log)
        .tabItem { Text("Settings") }
        .tag(Screen.settings)
    }
  }
}

@MainActor
@Suite("TabView")
struct TabViewTests {
  /// Only the selected tab is built; the tab bar is 49 points at the bottom, its items sharing
  /// the width; the tab fills the space above it.
  @Test func onlyTheSelectedTabIsBuilt() {
    let log = Log()
    let host = ViewHost(App(log: log))
    #expect(log.lines == ["appear Mail"])
    #expect(shownTexts(host) == ["Mail 0", "Inbox", "Settings"])
    let snapshot = host.snapshot()
    #expect(snapshot.first("Counter")?.frame == rect(171, 387.5, 48, 20))
    #expect(snapshot.all("Button").suffix(2).map(\.frame.midX) == [97.5, 292.5])
    #expect(snapshot.all("Button").last?.frame.minY == 844 - 49 + 14.5)
  }

  /// A tab that is left disappears but keeps its state; coming back it appears again.
  ///
  /// The tab
  /// left disappears before the tab chosen appears (the documented rule; SwiftUI's order is not
  /// pinned by a source).
  @Test func aTabKeepsItsStateWhenLeft() throws {
    let log = Log()
    let host = ViewHost(App(log: log))
    try host.tap("Mail 0")
    try host.select(tab: "Settings")
    #expect(shownTexts(host) == ["Prefs 0", "Inbox", "Settings"])
    #expect(log.lines == ["appear Mail", "disappear Mail", "appear Prefs"])
    try host.select(tab: "tray")
    #expect(shownTexts(host) == ["Mail 1", "Inbox", "Settings"])
    #expect(log.lines.suffix(2) == ["disappear Prefs", "appear Mail"] as [String])
    #expect(throws: ViewHostError.self) { try host.select(tab: "Profile") }
  }

  /// A binding selects the tab; `Tab` gives its own label and value.
  @Test func theSelectionBindingAndTab() throws {
    struct Tabs: View {
      @State private var selection = 1
      var body: some View {
        VStack {
          Text("Selected \(selection)")
          TabView(selection: $selection) {
            Tab("One", systemImage: "1.circle", value: 0) { Text("First") }
            Tab("Two", systemImage: "2.circle", value: 1) { Text("Second") }
          }
        }
      }
    }
    let host = ViewHost(Tabs())
    #expect(shownTexts(host) == ["Selected 1", "Second", "One", "Two"])
    try host.select(tab: "One")
    #expect(shownTexts(host) == ["Selected 0", "First", "One", "Two"])
  }
}
