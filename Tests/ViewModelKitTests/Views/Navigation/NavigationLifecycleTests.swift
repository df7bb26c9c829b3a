import Foundation
import Testing
import ViewModelKit

private struct Child: View {
  let name: String
  let log: EventLog

  var body: some View {
    Text(name)
      .onAppear { log("\(name) appear") }
      .onDisappear { log("\(name) disappear") }
      .task { log("\(name) task") }
  }
}

private struct Flow: View {
  let log: EventLog
  @State private var showsSettings = false
  @State private var showsSheet = false

  var body: some View {
    NavigationStack {
      VStack {
        Child(name: "Root", log: log)
        Button("Settings") { showsSettings = true }
        Button("Sheet") { showsSheet = true }
      }
      .navigationDestination(isPresented: $showsSettings) {
        Child(name: "Settings", log: log)
      }
      .sheet(isPresented: $showsSheet, onDismiss: { log("onDismiss") }) {
        Child(name: "Sheet", log: log)
      }
    }
  }
}

@MainActor
@Suite("Navigation lifecycle")
struct NavigationLifecycleTests {
  @Test func pushAndPopRunAppearanceActionsShowingScreenFirst() async throws {
    let log = EventLog()
    let host = ViewHost(Flow(log: log))
    await host.run()
    #expect(log.entries == ["Root appear", "Root task"])
    log.entries = []
    try host.tap("Settings")
    await host.run()
    #expect(log.entries == ["Settings appear", "Root disappear", "Settings task"])
    log.entries = []
    try host.back()
    await host.run()
    #expect(log.entries == ["Root appear", "Settings disappear", "Root task"])
  }

  @Test func aBindingDrivenPushWritesFalseBackWhenPopped() throws {
    let log = EventLog()
    let host = ViewHost(Flow(log: log))
    try host.tap("Settings")
    #expect(shownTexts(host) == ["Settings", "Back"])
    #expect(host.screens.map(\.kind) == [.root, .pushed])
    try host.back()
    #expect(shownTexts(host) == ["Root", "Settings", "Sheet"])
    try host.tap("Settings")
    #expect(shownTexts(host) == ["Settings", "Back"])
  }

  @Test func presentingASheetDoesNotMakeThePresenterDisappear() async throws {
    let log = EventLog()
    let host = ViewHost(Flow(log: log))
    await host.run()
    log.entries = []
    try host.tap("Sheet")
    await host.run()
    #expect(log.entries == ["Sheet appear", "Sheet task"])
    log.entries = []
    try host.dismiss()
    #expect(log.entries == ["Sheet disappear", "onDismiss"])
  }

  @Test func anItemDestinationPushesTheItemAndPoppingWritesNil() throws {
    struct Picker: View {
      @State var selected: Int?
      var body: some View {
        NavigationStack {
          VStack {
            Text("Selected \(selected.map(String.init) ?? "none")")
            Button("Pick 5") { selected = 5 }
          }
          .navigationDestination(item: $selected) { value in
            Text("Number \(value)").navigationTitle("N\(value)")
          }
        }
      }
    }
    let host = ViewHost(Picker())
    try host.tap("Pick 5")
    #expect(shownTexts(host) == ["Number 5", "N5", "Back"])
    #expect(host.screens.map(\.description) == ["root(-)", "pushed(N5)"])
    try host.back()
    #expect(shownTexts(host) == ["Selected none", "Pick 5"])
  }

  @Test func anIsActiveLinkPushesWhileTrue() throws {
    struct Legacy: View {
      @State var isActive = false
      var body: some View {
        NavigationView {
          VStack {
            Text("Active \(isActive)")
            NavigationLink("Go", destination: Text("There"), isActive: $isActive)
          }
        }
      }
    }
    let host = ViewHost(Legacy())
    try host.tap("Go")
    #expect(shownTexts(host) == ["There", "Back"])
    try host.back()
    #expect(shownTexts(host) == ["Active false", "Go"])
  }

  @Test func aDestinationInsideAListWarns() throws {
    struct Rows: View {
      var body: some View {
        NavigationStack {
          List {
            NavigationLink("Row", value: 1)
              .navigationDestination(for: Int.self) { Text("Row \($0)") }
          }
        }
      }
    }
    let host = ViewHost(Rows())
    #expect(host.warnings.count == 1)
    #expect(
      host.warnings.first?
        .hasPrefix(
          "Do not put a navigation destination modifier inside a \"lazy” container, like `List` or "
            + "`LazyVStack`."
        ) == true
    )
    try host.tap("Row")
    #expect(shownTexts(host) == ["Row 1", "Back"])
  }

  @Test func isPresentedIsTrueInPushedScreensOnly() throws {
    struct Probe: View {
      @Environment(\.isPresented) private var isPresented
      var body: some View { Text("presented \(isPresented)") }
    }
    struct Root: View {
      var body: some View {
        NavigationStack {
          VStack {
            Probe()
            NavigationLink("Push", destination: Probe())
          }
        }
      }
    }
    let host = ViewHost(Root())
    #expect(shownTexts(host) == ["presented false", "Push"])
    try host.tap("Push")
    #expect(shownTexts(host) == ["presented true", "Back"])
  }

  @Test func aSplitViewIsAStackWithTheSidebarAsRoot() throws {
    struct Mail: View {
      var body: some View {
        NavigationSplitView {
          NavigationLink("Inbox", value: "inbox")
            .navigationDestination(for: String.self) { Text("Folder \($0)") }
        } detail: {
          Text("Select a folder")
        }
      }
    }
    let host = ViewHost(Mail())
    #expect(shownTexts(host) == ["Inbox"])
    try host.tap("Inbox")
    #expect(shownTexts(host) == ["Folder inbox", "Back"])
  }
}
