import Foundation
import Testing
import ViewModelKit

private struct Compose: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Recipients", destination: Recipients())
        Button("Cancel") { dismiss() }
      }
      .navigationTitle("New message")
    }
  }
}

private struct Recipients: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Pick") { dismiss() }.navigationTitle("To")
  }
}

private struct Mailbox: View {
  @State private var composing = false
  @State private var showsInfo = false

  var body: some View {
    VStack {
      Button("Compose") { composing = true }
      Button("Info") { showsInfo = true }
        .popover(isPresented: $showsInfo) { Text("Version 2") }
    }
    .sheet(isPresented: $composing) { Compose() }
  }
}

@MainActor
@Suite("Navigation inside presentations")
struct PresentedNavigationTests {
  @Test func dismissInAScreenPushedInASheetPopsItAndBackUsesTheSheetsStack() throws {
    let host = ViewHost(Mailbox())
    try host.tap("Compose")
    try host.tap("Recipients")
    #expect(
      host.screens.map(\.description) == ["sheet(New message)", "root(New message)", "pushed(To)"]
    )
    try host.tap("Pick")
    #expect(host.screens.map(\.description) == ["sheet(New message)", "root(New message)"])
    try host.tap("Recipients")
    try host.back()
    #expect(shownTexts(host) == ["Compose", "Info", "Recipients", "Cancel", "New message"])
    try host.tap("Cancel")
    #expect(host.screens == [])
  }

  @Test func aPopoverIsASheetInCompactWidth() throws {
    let host = ViewHost(Mailbox())
    try host.tap("Info")
    #expect(host.screens == [.init(.popover, title: nil)])
    #expect(
      host.snapshot().all("Text").last?.frame == CGRect(x: 159, y: 417, width: 72, height: 20)
    )
    try host.dismiss()
    #expect(host.screens == [])
  }
}
