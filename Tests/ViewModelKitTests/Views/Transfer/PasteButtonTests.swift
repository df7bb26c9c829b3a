import Dispatch
import Foundation
import Testing
import ViewModelKit

// A shopping list that pastes copied lines with a PasteButton, and a board that pastes only its
// own Codable cards.

private struct ShoppingList: View {
  @State private var items: [String] = []

  var body: some View {
    VStack {
      ForEach(items, id: \.self) { Text($0) }
      PasteButton(payloadType: String.self) { strings in
        items += strings
      }
    }
  }
}

private struct Card: Codable, Transferable {
  var title: String

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .pasteCard)
  }
}

extension UTType {
  fileprivate static let pasteCard = UTType(
    exportedAs: "com.example.paste-card",
    conformingTo: .json
  )
}

private struct CardBoard: View {
  @State private var cards: [String] = []
  @State private var pastes = 0

  var body: some View {
    VStack {
      Text("Cards: \(cards.joined(separator: ", "))")
      Text("Pastes: \(pastes)")
      PasteButton(payloadType: Card.self) { pasted in
        cards += pasted.map(\.title)
        pastes += 1
      }
    }
  }
}

@MainActor
@Suite("PasteButton")
struct PasteButtonTests {
  @Test func pastesTheStringsOnTheHostsPasteboard() async throws {
    let host = ViewHost(ShoppingList())
    #expect(shownTexts(host) == ["Paste"])
    host.pasteboard.setItems(["Milk", "Eggs"])
    #expect(host.pasteboard.contentTypes == [[.utf8PlainText], [.utf8PlainText]])
    #expect(host.pasteboard.changeCount == 1)

    try host.tap("Paste")
    await host.run()

    #expect(shownTexts(host) == ["Milk", "Eggs", "Paste"])
  }

  @Test func onlyItemsOfThePayloadTypeArePastedAndNothingCallsNoAction() async throws {
    let host = ViewHost(CardBoard())
    host.pasteboard.setItems([URL(fileURLWithPath: "/tmp/a.txt")])
    try host.tap("Paste")
    await host.run()
    #expect(shownTexts(host) == ["Cards: ", "Pastes: 0", "Paste"])

    host.pasteboard.setItems([Card(title: "Login"), Card(title: "Signup")])
    try host.tap("Paste")
    await host.run()
    #expect(shownTexts(host) == ["Cards: Login, Signup", "Pastes: 1", "Paste"])

    host.pasteboard.clear()
    #expect(host.pasteboard.contentTypes == [])
    try host.tap("Paste")
    await host.run()
    #expect(shownTexts(host) == ["Cards: Login, Signup", "Pastes: 1", "Paste"])
  }

  @Test func aStringCopiedInOneHostIsNotOnAnothersPasteboard() async throws {
    let first = ViewHost(ShoppingList())
    let second = ViewHost(ShoppingList())
    first.pasteboard.setItems(["Milk"])
    try second.tap("Paste")
    await second.run()
    #expect(shownTexts(second) == ["Paste"])
  }

  @Test func treeDescriptionsNameThePayloadType() {
    let host = ViewHost(CardBoard())
    #expect(host.treeDescription().contains("PasteButton payloadType: Card"))
  }
}

private struct NotesPad: View {
  @State private var notes: [String] = []
  @State private var offered = 0

  var body: some View {
    VStack {
      Text("Notes: \(notes.joined(separator: ", ")) (\(offered) offered)")
      PasteButton(supportedContentTypes: [.plainText]) { providers in
        offered += providers.count
        for provider in providers {
          _ = provider.loadObject(ofClass: String.self) { string, _ in
            guard let string else { return }
            DispatchQueue.main.async { notes.append(string) }
          }
        }
      }
    }
  }
}

@MainActor
@Suite("PasteButton with item providers")
struct PasteButtonItemProviderTests {
  @Test func aProviderIsOfferedForEachItemOfASupportedType() async throws {
    let host = ViewHost(NotesPad())
    host.pasteboard.setItems(["Call Ada"])
    try host.tap("Paste")
    #expect(shownTexts(host) == ["Notes:  (1 offered)", "Paste"])
    await host.run()
    #expect(shownTexts(host) == ["Notes: Call Ada (1 offered)", "Paste"])

    host.pasteboard.setItems([URL(string: "https://example.com")!])
    try host.tap("Paste")
    await host.run()
    #expect(shownTexts(host) == ["Notes: Call Ada (1 offered)", "Paste"])
  }
}
