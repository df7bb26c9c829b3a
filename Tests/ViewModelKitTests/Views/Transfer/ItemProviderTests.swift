import Dispatch
import Foundation
import Testing
import ViewModelKit

// Drag and drop written the pre-Transferable way: item providers made with onDrag, loaded in
// onDrop's action with completion handlers that hop to the main queue.

private struct Column: View {
  @State private var todo = ["Buy milk", "Call mum"]
  @State private var done: [String] = []
  @State private var isTargeted = false
  @State private var links: [String] = []
  let log: EventLog

  var body: some View {
    VStack {
      ForEach(todo, id: \.self) { title in
        Text(title).onDrag { NSItemProvider(object: title as NSString) }
      }
      Text("Done: \(done.joined(separator: ", "))\(isTargeted ? " (over)" : "")")
        .frame(maxWidth: .infinity, minHeight: 100)
        .onDrop(of: [.plainText], isTargeted: $isTargeted) { providers, location in
          log("dropped \(providers.count) at \(location.x), \(location.y)")
          for provider in providers {
            _ = provider.loadObject(ofClass: String.self) { title, _ in
              guard let title else { return }
              DispatchQueue.main.async {
                done.append(title)
                todo.removeAll { $0 == title }
              }
            }
          }
          return true
        }
      Text("Links: \(links.count)")
        .frame(maxWidth: .infinity, minHeight: 100)
        .onDrop(of: [.url], isTargeted: nil) { _ in true }
      Text("Site").draggable(URL(string: "https://example.com/a")!)
      Text("Strings")
        .frame(maxWidth: .infinity, minHeight: 100)
        .dropDestination(for: String.self) { strings, _ in
          log("strings \(strings)")
          return true
        }
    }
  }
}

@MainActor
@Suite("NSItemProvider, onDrag and onDrop")
struct ItemProviderTests {
  @Test func aProviderDraggedOntoOnDropLoadsItsString() async throws {
    let log = EventLog()
    let host = ViewHost(Column(log: log))
    #expect(try await host.drag("Buy milk", onto: "Done: "))
    await host.run()
    #expect(shownTexts(host) == ["Call mum", "Done: Buy milk", "Links: 0", "Site", "Strings"])
    #expect(log.entries == ["dropped 1 at 195.0, 50.0"])
  }

  @Test func anOnDragProviderDropsOnATransferableDestination() async throws {
    let log = EventLog()
    let host = ViewHost(Column(log: log))
    #expect(try await host.drag("Call mum", onto: "Strings"))
    #expect(log.entries == ["strings [\"Call mum\"]"])
  }

  @Test func aTransferableOfAnotherTypeDoesNotTargetAPlainTextOnDrop() async throws {
    let host = ViewHost(Column(log: EventLog()))
    #expect(try await host.drag("Site", onto: "Done: ") == false)
    #expect(try await host.drag("Site", onto: "Links: 0"))
  }

  @Test func aProviderRegistersLoadsAndReportsItsTypes() async throws {
    let provider = NSItemProvider()
    provider.registerDataRepresentation(
      forTypeIdentifier: UTType.json.identifier,
      visibility: .all
    ) { completion in
      completion(Data(#"{"a":1}"#.utf8), nil)
      return nil
    }
    provider.suggestedName = "Data"
    #expect(provider.registeredTypeIdentifiers == ["public.json"])
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
    #expect(!provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
    #expect(provider.canLoadObject(ofClass: String.self) == false)
    #expect(provider.suggestedName == "Data")

    let data: Data? = await withCheckedContinuation { continuation in
      provider.loadDataRepresentation(forTypeIdentifier: UTType.text.identifier) { data, _ in
        continuation.resume(returning: data)
      }
    }
    #expect(data == Data(#"{"a":1}"#.utf8))

    let error: NSError? = await withCheckedContinuation { continuation in
      provider.loadDataRepresentation(for: .image) { _, error in
        continuation.resume(returning: error as NSError?)
      }
    }
    #expect(error?.domain == NSItemProviderErrorDomain && error?.code == -1000)
  }

  @Test func stringAndURLObjectsLoadBack() async throws {
    let text = NSItemProvider(object: "Hello" as NSString)
    #expect(text.registeredTypeIdentifiers == ["public.utf8-plain-text"])
    #expect(text.canLoadObject(ofClass: String.self) && !text.canLoadObject(ofClass: URL.self))
    let string: String? = await withCheckedContinuation { continuation in
      text.loadObject(ofClass: String.self) { string, _ in continuation.resume(returning: string) }
    }
    #expect(string == "Hello")

    let link = NSItemProvider(object: URL(string: "https://example.com")! as NSURL)
    let url: URL? = await withCheckedContinuation { continuation in
      link.loadObject(ofClass: URL.self) { url, _ in continuation.resume(returning: url) }
    }
    #expect(url?.absoluteString == "https://example.com")

    let loaded: String? = await withCheckedContinuation { continuation in
      text.loadTransferable(type: String.self) { result in
        continuation.resume(returning: try? result.get())
      }
    }
    #expect(loaded == "Hello")
  }
}
