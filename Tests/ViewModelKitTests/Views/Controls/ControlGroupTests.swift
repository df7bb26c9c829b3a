import Foundation
import Testing
import ViewModelKit

private struct Formatting: View {
  let log: EventLog

  var body: some View {
    VStack {
      ControlGroup {
        Button("Bold") { log("bold") }
        Button("Italic") { log("italic") }
      }
      ControlGroup("Align", systemImage: "text.alignleft") {
        Button("Left") { log("left") }
        Button("Right") { log("right") }
      }
      .controlGroupStyle(.navigation)
      Menu("Sort") {
        Button("By name") { log("name") }
      }
      .menuStyle(.button)
    }
  }
}

@MainActor
@Suite("Control groups and menu styles")
struct ControlGroupTests {
  @Test func aGroupsControlsSitInARowAndAreTappable() throws {
    let log = EventLog()
    let host = ViewHost(Formatting(log: log))
    #expect(shownTexts(host) == ["Bold", "Italic", "Left", "Right", "Sort"])
    let bold = try #require(host.snapshot().all("Text").first { $0.text == "Bold" }?.frame)
    let italic = try #require(host.snapshot().all("Text").first { $0.text == "Italic" }?.frame)
    #expect(bold.minY == italic.minY)
    #expect(italic.minX == bold.maxX + 8)
    try host.tap("Italic")
    try host.tap("Right")
    #expect(log.entries == ["italic", "right"])
  }

  @Test func stylesAreRecordedAndTheMenuStillOpens() throws {
    let log = EventLog()
    let host = ViewHost(Formatting(log: log))
    let tree = host.treeDescription()
    #expect(tree.contains(".controlGroupStyle(NavigationControlGroupStyle)"))
    #expect(tree.contains(".menuStyle(ButtonMenuStyle)"))
    try host.tap("Sort")
    try host.tap("By name")
    #expect(log.entries == ["name"])
  }
}
