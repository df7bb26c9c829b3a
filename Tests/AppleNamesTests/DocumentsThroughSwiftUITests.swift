#if os(Linux)
import SwiftUI
import Testing
import UniformTypeIdentifiers

// A document-based app's files as Xcode's template writes them, importing only SwiftUI (and
// UniformTypeIdentifiers, as the template does): FileWrapper and the document names resolve as
// Apple's SwiftUI and Foundation show them.

private struct MarkdownDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }

  var text: String

  init(text: String = "# Title") {
    self.text = text
  }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents,
      let string = String(data: data, encoding: .utf8)
    else {
      throw CocoaError(.fileReadCorruptFile)
    }
    text = string
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    let data = text.data(using: .utf8)!
    return .init(regularFileWithContents: data)
  }
}

private struct ContentView: View {
  @Binding var document: MarkdownDocument

  var body: some View {
    TextEditor(text: $document.text)
  }
}

private struct MarkdownApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: MarkdownDocument()) { file in
      ContentView(document: file.$document)
    }
  }
}

private struct Clip: Transferable {
  var url: URL

  static var transferRepresentation: some TransferRepresentation {
    FileRepresentation(exportedContentType: .plainText) { SentTransferredFile($0.url) }
  }
}

@MainActor
@Suite("SwiftUI shows the document names")
struct DocumentsThroughSwiftUITests {
  @Test func theTemplatesDocumentAppBuildsAndSaves() throws {
    let host = ViewHost(app: MarkdownApp())
    #expect(host.scenes == ["DocumentGroup"])
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("DocumentsThroughSwiftUITests-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: url) }
    try host.saveDocument(to: url, as: .plainText)
    #expect(try String(contentsOf: url, encoding: .utf8) == "# Title")
  }

  @Test func aFileRepresentationExportsTheFile() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("DocumentsThroughSwiftUITests-\(UUID().uuidString).txt")
    try Data("clip".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try await Clip(url: url).exported(as: .plainText) == Data("clip".utf8))
  }
}
#endif
