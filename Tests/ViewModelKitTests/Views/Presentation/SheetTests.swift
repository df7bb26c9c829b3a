import Foundation
import Testing
import ViewModelKit

private struct Editor: View {
  let log: EventLog
  @State private var edits = 0
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isPresented) private var isPresented

  var body: some View {
    VStack {
      Text("Edits \(edits) \(isPresented)")
      Button("Edit") { edits += 1 }
      Button("Close") { dismiss() }
    }
    .onAppear { log("editor appear") }
    .onDisappear { log("editor disappear") }
  }
}

private struct Profile: View {
  let log: EventLog
  @State private var isEditing = false
  @State private var locked = false

  var body: some View {
    VStack {
      Text("Profile \(isEditing)")
      Button("Open") { isEditing = true }
    }
    .sheet(isPresented: $isEditing, onDismiss: { log("onDismiss") }) {
      Editor(log: log).interactiveDismissDisabled(locked)
    }
    .onDisappear { log("profile disappear") }
  }
}

private struct Item: Identifiable {
  let id: Int
}

private struct Picker2: View {
  let log: EventLog
  @State var item: Item?

  var body: some View {
    let onDismiss = { log("onDismiss") }
    return VStack {
      Button("One") { item = Item(id: 1) }
      Button("Two") { item = Item(id: 2) }
    }
    .sheet(item: $item, onDismiss: onDismiss) { item in
      VStack {
        Text("Item \(item.id)")
        Button("Switch") { self.item = Item(id: 3) }
      }
      .onAppear { log("appear \(item.id)") }
      .onDisappear { log("disappear \(item.id)") }
    }
  }
}

@MainActor
@Suite("Sheets")
struct SheetTests {
  @Test func aSheetShowsOverThePresenterAndTakesTheTaps() throws {
    let log = EventLog()
    let host = ViewHost(Profile(log: log))
    try host.tap("Open")
    #expect(shownTexts(host) == ["Profile true", "Open", "Edits 0 true", "Edit", "Close"])
    #expect(host.screens == [.init(.sheet, title: nil)])
    #expect(host.snapshot().all("Text")[2].frame == CGRect(x: 147, y: 389, width: 96, height: 20))
    #expect(throws: ViewHostError.self) { try host.tap("Open") }
    try host.tap("Edit")
    #expect(shownTexts(host) == ["Profile true", "Open", "Edits 1 true", "Edit", "Close"])
    #expect(log.entries == ["editor appear"])
  }

  @Test func dismissWritesTheBindingThenTheContentDisappearsThenOnDismissRuns() throws {
    let log = EventLog()
    let host = ViewHost(Profile(log: log))
    try host.tap("Open")
    try host.tap("Edit")
    try host.tap("Close")
    #expect(shownTexts(host) == ["Profile false", "Open"])
    #expect(log.entries == ["editor appear", "editor disappear", "onDismiss"])
    try host.tap("Open")
    #expect(shownTexts(host) == ["Profile true", "Open", "Edits 0 true", "Edit", "Close"])
  }

  @Test func aSwipeDownDismissesUnlessTheContentDisablesIt() throws {
    let log = EventLog()
    let host = ViewHost(Profile(log: log))
    try host.tap("Open")
    try host.dismiss()
    #expect(shownTexts(host) == ["Profile false", "Open"])
    #expect(throws: NavigationHostError.nothingPresented) { try host.dismiss() }
  }

  @Test func anItemWithAnotherIDReplacesTheSheetAfterOnDismiss() throws {
    let log = EventLog()
    let host = ViewHost(Picker2(log: log))
    try host.tap("One")
    try host.tap("Switch")
    #expect(shownTexts(host) == ["One", "Two", "Item 3", "Switch"])
    #expect(log.entries == ["appear 1", "disappear 1", "onDismiss", "appear 3"])
    try host.dismiss()
    #expect(shownTexts(host) == ["One", "Two"])
  }

  @Test func presentingWhileAnotherSheetIsUpWarnsAndWaits() throws {
    struct Two: View {
      @State var first = false
      @State var second = false
      var body: some View {
        VStack {
          Button("Both") {
            first = true
            second = true
          }
        }
        .sheet(isPresented: $first) { Text("First") }
        .sheet(isPresented: $second) { Text("Second") }
      }
    }
    let host = ViewHost(Two())
    try host.tap("Both")
    #expect(shownTexts(host) == ["Both", "First"])
    #expect(host.warnings.count == 1)
    #expect(host.warnings.first?.hasPrefix("Currently, only presenting a single sheet") == true)
    try host.dismiss()
    #expect(shownTexts(host) == ["Both", "Second"])
  }

  @Test func aFullScreenCoverHidesThePresenterAndRefusesASwipe() throws {
    struct Onboarding: View {
      @State var isShowing = true
      var body: some View {
        Text("Home")
          .fullScreenCover(isPresented: $isShowing) { CoverContent() }
      }
    }
    struct CoverContent: View {
      @Environment(\.dismiss) private var dismiss
      var body: some View { Button("Start") { dismiss() } }
    }
    let host = ViewHost(Onboarding())
    #expect(shownTexts(host) == ["Start"])
    #expect(host.screens == [.init(.fullScreenCover, title: nil)])
    #expect(throws: NavigationHostError.interactiveDismissDisabled) { try host.dismiss() }
    try host.tap("Start")
    #expect(shownTexts(host) == ["Home"])
  }
}
