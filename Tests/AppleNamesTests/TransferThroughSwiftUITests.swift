#if os(Linux)
import SwiftUI
import Testing

// A screen that imports only SwiftUI and uses UTType and Transferable, as Apple's SwiftUI
// re-exports UniformTypeIdentifiers and CoreTransferable.

private struct Photo: Codable, Transferable {
  var name: String

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .photoReference)
  }
}

extension UTType {
  fileprivate static let photoReference = UTType(exportedAs: "com.example.photo-reference")
}

private struct AlbumScreen: View {
  @State private var album: [String] = []

  var body: some View {
    VStack {
      Text("Beach").draggable(Photo(name: "Beach"))
      Text("Album: \(album.joined())")
        .frame(width: 200, height: 200)
        .dropDestination(for: Photo.self) { photos, _ in
          album += photos.map(\.name)
          return true
        }
    }
  }
}

@MainActor
@Suite("SwiftUI re-exports the transfer names")
struct TransferThroughSwiftUITests {
  @Test func aScreenUsingUTTypeAndTransferableBuildsAndDrops() async throws {
    #expect(UTType.photoReference.identifier == "com.example.photo-reference")
    let host = ViewHost(AlbumScreen())
    #expect(try await host.drag("Beach", onto: "Album: "))
    #expect(host.snapshot().all("Text").compactMap(\.text) == ["Beach", "Album: Beach"])
  }
}
#endif
