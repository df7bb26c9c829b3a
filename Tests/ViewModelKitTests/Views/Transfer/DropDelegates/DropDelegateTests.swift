import Dispatch
import Foundation
import Observation
import Testing
import ViewModelKit

// A shelf of drop destinations with delegates that refuse, forbid, cancel or take a dragged
// card, with an @Observable model as apps keep one.

@Observable @MainActor
private final class Shelf {
  var received: [String] = []
  var isHighlighted = false
}

private struct ShelfDelegate: DropDelegate {
  let name: String
  var validates = true
  var proposal: DropOperation?
  let shelf: Shelf
  let log: EventLog

  func validateDrop(info: DropInfo) -> Bool {
    log("\(name): validate")
    return validates
  }

  func dropEntered(info: DropInfo) {
    log("\(name): entered at \(info.location.x), \(info.location.y)")
    shelf.isHighlighted = true
  }

  func dropUpdated(info: DropInfo) -> DropProposal? {
    proposal.map(DropProposal.init(operation:))
  }

  func dropExited(info: DropInfo) {
    log("\(name): exited at \(info.location.x), \(info.location.y)")
    shelf.isHighlighted = false
  }

  func performDrop(info: DropInfo) -> Bool {
    log("\(name): perform at \(info.location.x), \(info.location.y)")
    shelf.isHighlighted = false
    let providers = info.itemProviders(for: [.plainText])
    for provider in providers {
      _ = provider.loadObject(ofClass: String.self) { title, _ in
        guard let title else { return }
        DispatchQueue.main.async { shelf.received.append(title) }
      }
    }
    return !providers.isEmpty
  }
}

private struct ShelfScreen: View {
  let shelf: Shelf
  let log: EventLog

  var body: some View {
    VStack(spacing: 0) {
      Text("Card").onDrag { NSItemProvider(object: "Card" as NSString) }
      Text("Link").onDrag { NSItemProvider(object: URL(string: "https://example.com")! as NSURL) }
      Text(
        "Inbox: \(shelf.received.joined(separator: ", "))\(shelf.isHighlighted ? " (over)" : "")"
      )
      .frame(width: 200, height: 120)
      .onDrop(of: [.plainText], delegate: delegate("Inbox"))
      Text("Locked")
        .frame(width: 200, height: 120)
        .onDrop(of: [.plainText], delegate: delegate("Locked", validates: false))
      Text("Full")
        .frame(width: 200, height: 120)
        .onDrop(of: [.plainText], delegate: delegate("Full", proposal: .forbidden))
      Text("Closed")
        .frame(width: 200, height: 120)
        .onDrop(of: [.text], delegate: delegate("Closed", proposal: .cancel))
      Text("Outside").frame(width: 200, height: 120)
    }
  }

  private func delegate(
    _ name: String,
    validates: Bool = true,
    proposal: DropOperation? = nil
  ) -> ShelfDelegate {
    ShelfDelegate(name: name, validates: validates, proposal: proposal, shelf: shelf, log: log)
  }
}

@MainActor
@Suite("DropDelegate and onDrop(of:delegate:)")
struct DropDelegateTests {
  @Test func aDropOnAValidatingDelegateLoadsTheItemAtTheLocationInTheView() async throws {
    let shelf = Shelf()
    let log = EventLog()
    let host = ViewHost(ShelfScreen(shelf: shelf, log: log))
    #expect(try await host.drag("Card", onto: "Inbox: "))
    #expect(
      log.entries == [
        "Inbox: validate", "Inbox: entered at 100.0, 0.0", "Inbox: perform at 100.0, 60.0",
      ]
    )
    await host.run()
    #expect(shelf.received == ["Card"])
    #expect(shownTexts(host).contains("Inbox: Card"))
  }

  @Test func aDelegateThatDoesNotValidateHearsNothingMoreAndGetsNoDrop() async throws {
    let shelf = Shelf()
    let log = EventLog()
    let host = ViewHost(ShelfScreen(shelf: shelf, log: log))
    #expect(try await host.drag("Card", onto: "Locked") == false)
    #expect(
      log.entries == [
        "Inbox: validate", "Inbox: entered at 100.0, 12.0", "Inbox: exited at 100.0, 124.0",
        "Locked: validate",
      ]
    )
    await host.run()
    #expect(shelf.received.isEmpty)
  }

  @Test func aForbiddenOrCancelledProposalRefusesTheDrop() async throws {
    let log = EventLog()
    let host = ViewHost(ShelfScreen(shelf: Shelf(), log: log))
    let drag = try host.startDrag("Card")
    #expect(drag.operation == nil)
    try drag.move(over: "Inbox: ")
    #expect(drag.operation == .copy)
    try drag.move(over: "Full")
    #expect(drag.operation == .forbidden)
    try drag.move(over: "Closed")
    #expect(drag.operation == .cancel)
    #expect(await drag.release() == false)
    #expect(
      log.entries == [
        "Inbox: validate", "Inbox: entered at 100.0, 0.0", "Inbox: exited at 100.0, 124.0",
        "Locked: validate",
        "Full: validate", "Full: entered at 100.0, 12.0", "Full: exited at 100.0, 124.0",
        "Closed: validate", "Closed: entered at 100.0, 4.0",
      ]
    )
  }

  @Test func leavingWithoutADropExitsTheDelegate() async throws {
    let shelf = Shelf()
    let log = EventLog()
    let host = ViewHost(ShelfScreen(shelf: shelf, log: log))
    let drag = try host.startDrag("Card")
    try drag.move(over: "Inbox: ")
    #expect(shelf.isHighlighted)
    #expect(shownTexts(host).contains("Inbox:  (over)"))
    drag.move(by: CGSize(width: 0, height: -120))
    #expect(shelf.isHighlighted == false)
    #expect(drag.operation == nil)
    #expect(await drag.release() == false)
    #expect(
      log.entries == [
        "Inbox: validate", "Inbox: entered at 100.0, 0.0", "Inbox: exited at 100.0, -4.0",
      ]
    )
  }

  @Test func aDragOfAnotherTypeLeavesTheDelegateAlone() async throws {
    let log = EventLog()
    let host = ViewHost(ShelfScreen(shelf: Shelf(), log: log))
    await #expect(throws: ViewHostError.self) { try await host.drag("Link", onto: "Outside") }
    #expect(try await host.drag("Link", onto: "Inbox: ") == false)
    #expect(log.entries.isEmpty)
  }

  @Test func theTreeShowsTheDelegate() {
    let host = ViewHost(ShelfScreen(shelf: Shelf(), log: EventLog()))
    #expect(
      host.treeDescription().contains(".onDrop(of: [public.plain-text], delegate: ShelfDelegate)")
    )
  }
}
