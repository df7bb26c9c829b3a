import Testing
import ViewModelKit

// `@SceneStorage` as apps use it: the selected tab and a draft kept for the window, shared by
// every view of the scene that names the key, and a window of their own for each host.

private enum Section: String {
  case notes, settings
}

private struct Editor: View {
  @SceneStorage("draft") private var draft = ""
  @SceneStorage("section") private var section = Section.notes
  @SceneStorage("zoom") private var zoom: Double?

  var body: some View {
    VStack {
      TextField("Draft", text: $draft)
      Button("Settings") { section = .settings }
      Button("Zoom") { zoom = 1.5 }
      Button("Reset zoom") { zoom = nil }
    }
  }
}

private struct Status: View {
  @SceneStorage("draft") private var draft = ""
  @SceneStorage("section") private var section = Section.notes
  @SceneStorage("zoom") private var zoom: Double?

  var body: some View {
    Text(
      "\(section.rawValue): \(draft.isEmpty ? "empty" : draft), zoom \(zoom.map { "\($0)" } ?? "none")"
    )
  }
}

private struct Window: View {
  var body: some View {
    VStack {
      Status()
      Editor()
    }
  }
}

@MainActor
struct SceneStorageTests {
  @Test func everyViewOfTheSceneSeesAWriteOfTheKey() throws {
    let host = ViewHost(Window())
    #expect(shownTexts(host).first == "notes: empty, zoom none")

    try host.type("Call Sam", into: "Draft")
    try host.tap("Settings")
    try host.tap("Zoom")
    #expect(shownTexts(host).first == "settings: Call Sam, zoom 1.5")

    try host.tap("Reset zoom")
    #expect(shownTexts(host).first == "settings: Call Sam, zoom none")
  }

  @Test func aWriteUpdatesTheViewsThatReadTheKey() throws {
    let host = ViewHost(Window())
    let report = try host.measure("settings") { try host.tap("Settings") }
    #expect(report.recomputed.map(\.description) == ["Status observed", "Editor observed"])
  }

  @Test func eachHostIsAWindowWithItsOwnValues() throws {
    let first = ViewHost(Window())
    try first.type("Call Sam", into: "Draft")
    let second = ViewHost(Window())
    #expect(shownTexts(second).first == "notes: empty, zoom none")
    #expect(shownTexts(first).first == "notes: Call Sam, zoom none")
  }
}
