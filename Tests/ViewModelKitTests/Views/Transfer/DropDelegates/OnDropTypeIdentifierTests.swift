import Dispatch
import Foundation
import Testing
import ViewModelKit

// Drop destinations written with type identifier strings, as code from before UTType did.

private struct Notes: View {
  @State private var notes: [String] = []
  @State private var isOver = false
  let log: EventLog

  var body: some View {
    VStack {
      Text("Idea").onDrag { NSItemProvider(object: "Idea" as NSString) }
      Text("Notes: \(notes.joined(separator: ", "))\(isOver ? " (over)" : "")")
        .frame(width: 300, height: 100)
        .onDrop(of: ["public.plain-text"], isTargeted: $isOver) { providers in
          log("notes got \(providers.count), over: \(isOver)")
          for provider in providers {
            _ = provider.loadObject(ofClass: String.self) { note, _ in
              guard let note else { return }
              DispatchQueue.main.async { notes.append(note) }
            }
          }
          return true
        }
      Text("Pinned")
        .frame(width: 300, height: 100)
        .onDrop(of: ["public.text"], isTargeted: nil) { providers, location in
          log("pinned got \(providers.count) at \(location.x), \(location.y)")
          return false
        }
      Text("Pictures")
        .frame(width: 300, height: 100)
        .onDrop(of: ["public.image", "com.example.unknown"], isTargeted: nil) { _ in
          log("pictures")
          return true
        }
      Text("Archive")
        .frame(width: 300, height: 100)
        .onDrop(of: ["public.utf8-plain-text"], delegate: ArchiveDelegate(log: log))
    }
  }
}

private struct ArchiveDelegate: DropDelegate {
  let log: EventLog

  func performDrop(info: DropInfo) -> Bool {
    log(
      "archive: text \(info.hasItemsConforming(to: ["public.text"])), "
        + "image \(info.hasItemsConforming(to: ["public.image"])), "
        + "providers \(info.itemProviders(for: ["public.plain-text"]).count), "
        + "unknown \(info.itemProviders(for: ["com.example.unknown"]).count)"
    )
    return true
  }
}

@MainActor
@Suite("onDrop with type identifier strings")
struct OnDropTypeIdentifierTests {
  @Test func providersFormLoadsTheDroppedText() async throws {
    let log = EventLog()
    let host = ViewHost(Notes(log: log))
    #expect(try await host.drag("Idea", onto: "Notes: "))
    await host.run()
    #expect(log.entries == ["notes got 1, over: false"])
    #expect(shownTexts(host).contains("Notes: Idea"))
  }

  @Test func locationFormGetsThePointInTheView() async throws {
    let log = EventLog()
    let host = ViewHost(Notes(log: log))
    #expect(try await host.drag("Idea", onto: "Pinned") == false)
    #expect(log.entries == ["pinned got 1 at 150.0, 50.0"])
  }

  @Test func identifiersOfOtherTypesAreNotTargeted() async throws {
    let log = EventLog()
    let host = ViewHost(Notes(log: log))
    #expect(try await host.drag("Idea", onto: "Pictures") == false)
    #expect(log.entries.isEmpty)
  }

  @Test func aDelegateGivenIdentifiersReadsTheItemsWithIdentifiers() async throws {
    let log = EventLog()
    let host = ViewHost(Notes(log: log))
    #expect(try await host.drag("Idea", onto: "Archive"))
    #expect(log.entries == ["archive: text true, image false, providers 1, unknown 0"])
  }
}
