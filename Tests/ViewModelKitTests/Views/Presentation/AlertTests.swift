import Foundation
import Testing
import ViewModelKit

private struct Inbox: View {
  let log: EventLog
  @State private var showsError = false
  @State private var confirming = false

  var body: some View {
    VStack {
      Button("Fail") { showsError = true }
      Button("Delete") { confirming = true }
    }
    .alert("Sign-in failed", isPresented: $showsError) {
      Button("Retry") { log("retry") }
      Button("Cancel", role: .cancel) { log("cancel") }
    } message: {
      Text("Check your password.")
    }
    .confirmationDialog("Delete message?", isPresented: $confirming, titleVisibility: .visible) {
      Button("Delete", role: .destructive) { log("deleted") }
    }
  }
}

@MainActor
@Suite("Alerts and dialogs")
struct AlertTests {
  @Test func anAlertsButtonsAreTappableByTitleAndEachDismissesIt() throws {
    let log = EventLog()
    let host = ViewHost(Inbox(log: log))
    try host.tap("Fail")
    #expect(
      shownTexts(host) == [
        "Fail", "Delete", "Sign-in failed", "Check your password.", "Retry", "Cancel",
      ]
    )
    #expect(host.screens == [.init(.alert, title: "Sign-in failed")])
    #expect(throws: NavigationHostError.interactiveDismissDisabled) { try host.dismiss() }
    try host.tap("Retry")
    #expect(log.entries == ["retry"])
    #expect(shownTexts(host) == ["Fail", "Delete"])
  }

  @Test func aConfirmationDialogAddsCancelAndSitsAtTheBottom() throws {
    let log = EventLog()
    let host = ViewHost(Inbox(log: log))
    try host.tap("Delete")
    #expect(
      shownTexts(host) == ["Fail", "Delete", "Delete message?", "Delete", "Cancel"]
    )
    #expect(
      host.snapshot().all("Text").last?.frame == CGRect(x: 171, y: 808, width: 48, height: 20)
    )
    try host.tap("Cancel")
    #expect(log.entries == [])
    #expect(host.screens == [])
  }

  @Test func aLegacyAlertShowsItsButtons() throws {
    struct Legacy: View {
      let log: EventLog
      @State var isShowing = true
      var body: some View {
        Text("Screen")
          .alert(isPresented: $isShowing) {
            Alert(
              title: Text("Saved"),
              message: Text("All done"),
              primaryButton: .default(Text("Open")) { log("open") },
              secondaryButton: .cancel()
            )
          }
      }
    }
    let log = EventLog()
    let host = ViewHost(Legacy(log: log))
    #expect(shownTexts(host) == ["Screen", "Saved", "All done", "Open", "Cancel"])
    try host.tap("Open")
    #expect(log.entries == ["open"])
    #expect(shownTexts(host) == ["Screen"])
  }
}

private struct Note: Equatable {
  let title: String
}

private struct NoteList: View {
  let log: EventLog
  @State private var confirming = false
  @State private var pending: Note?

  var body: some View {
    Button("Delete Milk") {
      pending = Note(title: "Milk")
      confirming = true
    }
    .confirmationDialog(
      "Delete note?",
      isPresented: $confirming,
      titleVisibility: .visible,
      presenting: pending
    ) { note in
      Button("Remove \(note.title)", role: .destructive) { log("deleted \(note.title)") }
    } message: { note in
      Text("\(note.title) will be removed.")
    }
  }
}

@MainActor
@Suite("Confirmation dialogs presenting a value")
struct ConfirmationDialogPresentingTests {
  @Test func theDialogsButtonsAndMessageAreMadeFromTheValue() throws {
    let log = EventLog()
    let host = ViewHost(NoteList(log: log))
    try host.tap("Delete Milk")
    #expect(
      shownTexts(host) == [
        "Delete Milk", "Delete note?", "Milk will be removed.", "Remove Milk", "Cancel",
      ]
    )
    try host.tap("Remove Milk")
    #expect(log.entries == ["deleted Milk"])
    #expect(host.screens == [])
  }

  @Test func withoutAValueNoDialogShows() throws {
    struct Empty: View {
      @State private var confirming = true
      var body: some View {
        Text("Screen")
          .confirmationDialog("Delete?", isPresented: $confirming, presenting: Note?.none) { _ in
            Button("Delete") {}
          }
      }
    }
    let host = ViewHost(Empty())
    #expect(shownTexts(host) == ["Screen"])
  }
}

// As in SwiftUI, the closures of the presenting forms do not escape, so a helper can pass its
// own non-escaping closure into them.
extension View {
  fileprivate func confirmRemoval<Item>(
    of item: Item?,
    isPresented: Binding<Bool>,
    title: (Item) -> String
  ) -> some View {
    confirmationDialog("Remove?", isPresented: isPresented, presenting: item) { item in
      Button(title(item), role: .destructive) {}
    }
    .alert("Removed", isPresented: .constant(false), presenting: item) { item in
      Button(title(item)) {}
    }
  }
}

@MainActor
@Suite("Presenting forms with non-escaping closures")
struct NonEscapingPresentingTests {
  @Test func aHelpersClosureMakesTheButtons() throws {
    struct Basket: View {
      @State private var asking = true
      var body: some View {
        Text("Basket")
          .confirmRemoval(of: Note(title: "Milk"), isPresented: $asking) { "Remove \($0.title)" }
      }
    }
    let host = ViewHost(Basket())
    #expect(shownTexts(host) == ["Basket", "Remove Milk", "Cancel"])
    try host.tap("Remove Milk")
    #expect(shownTexts(host) == ["Basket"])
  }
}
