import Testing
import ViewModelKit

// A mailbox as apps write it on iPad and iPhone: a list with a selection, an item-based context
// menu that acts on the pressed row or on the whole selection, and a primary action that opens
// a message when its row is tapped.

private struct Message: Identifiable, Hashable {
  let id: Int
  var subject: String
}

private struct Mailbox: View {
  @State private var messages = [
    Message(id: 1, subject: "Lunch"),
    Message(id: 2, subject: "Invoice"),
    Message(id: 3, subject: "Holiday"),
  ]
  @State private var selection: Set<Message.ID>
  @State private var opened: [Message.ID] = []

  init(selection: Set<Message.ID> = []) {
    _selection = State(initialValue: selection)
  }

  var body: some View {
    VStack {
      Text("Opened: \(opened.map(String.init).joined(separator: ","))")
      List(messages, selection: $selection) { message in
        Text(message.subject)
      }
      .contextMenu(forSelectionType: Message.ID.self) { ids in
        Button("Archive \(ids.sorted().map(String.init).joined(separator: ","))") {
          messages.removeAll { ids.contains($0.id) }
          selection.subtract(ids)
        }
      } primaryAction: { ids in
        opened += ids.sorted()
      }
    }
  }
}

@MainActor
@Suite("Item-based context menus")
struct SelectionContextMenuTests {
  @Test func aLongPressOnARowOpensTheMenuForThatRowsItem() throws {
    let host = ViewHost(Mailbox())
    try host.longPress("Invoice")
    #expect(shownTexts(host) == ["Opened: ", "Lunch", "Invoice", "Archive 2", "Holiday"])

    try host.tap("Archive 2")
    #expect(shownTexts(host) == ["Opened: ", "Lunch", "Holiday"])
  }

  @Test func aLongPressOnASelectedRowActsOnTheWholeSelection() throws {
    let host = ViewHost(Mailbox(selection: [1, 3]))
    try host.longPress("Holiday")
    #expect(shownTexts(host).contains("Archive 1,3"))
    try host.tap("Archive 1,3")
    #expect(shownTexts(host) == ["Opened: ", "Invoice"])
  }

  @Test func aLongPressOnAnUnselectedRowActsOnThatRowAlone() throws {
    let host = ViewHost(Mailbox(selection: [1, 3]))
    try host.longPress("Invoice")
    #expect(shownTexts(host).contains("Archive 2"))
    #expect(!shownTexts(host).contains("Archive 1,3"))
  }

  @Test func aTapOnARowRunsThePrimaryActionWithItsItem() throws {
    let host = ViewHost(Mailbox())
    try host.tap("Holiday")
    try host.tap("Lunch")
    #expect(shownTexts(host).first == "Opened: 3,1")
    #expect(!shownTexts(host).contains { $0.hasPrefix("Archive") })
  }

  @Test func aTaggedRowActsWithItsTagAndAMenuThatBuildsNothingDoesNotOpen() throws {
    struct Flavours: View {
      @State private var chosen: String?
      @State private var log: [String] = []

      var body: some View {
        VStack {
          Text(log.joined(separator: " "))
          List(selection: $chosen) {
            Text("Vanilla").tag("vanilla")
            Text("Chocolate").tag("chocolate")
            Text("No tag")
          }
          .contextMenu(forSelectionType: String.self) { flavours in
            if flavours.contains("vanilla") {
              Button("Rate \(flavours.sorted().joined())") { log.append("rated") }
            }
          } primaryAction: { flavours in
            log.append(contentsOf: flavours.sorted())
          }
        }
      }
    }
    let host = ViewHost(Flavours())
    try host.tap("Chocolate")
    // A row with no tag has no item: nothing to tap.
    #expect(throws: ViewHostError.self) { try host.tap("No tag") }
    #expect(shownTexts(host).first == "chocolate")

    try host.longPress("Chocolate")
    #expect(!shownTexts(host).contains { $0.hasPrefix("Rate") })

    try host.longPress("Vanilla")
    try host.tap("Rate vanilla")
    #expect(shownTexts(host).first == "chocolate rated")
  }

  @Test func rowsOfAListWithoutTheMenuKeepTheirPlainLayout() throws {
    struct Plain: View {
      let menu: Bool
      var body: some View {
        let list = List(0..<2, selection: .constant(Set<Int>())) { Text("Row \($0)") }
        if menu {
          list.contextMenu(forSelectionType: Int.self) { _ in Button("Go") {} }
        } else {
          list
        }
      }
    }
    let plain = ViewHost(Plain(menu: false)).snapshot().all("Text").map(\.frame)
    let withMenu = ViewHost(Plain(menu: true)).snapshot().all("Text").map(\.frame)
    #expect(plain.count == 2)
    #expect(withMenu == plain)
  }
}
