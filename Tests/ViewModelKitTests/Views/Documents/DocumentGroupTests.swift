import Foundation
import Testing
import ViewModelKit

// A text editor app as the document-based app template writes it: a value document of plain
// text, edited in a DocumentGroup, opened from and saved to files the test picks.

private struct TextFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }

  var text: String

  init(text: String = "Hello") {
    self.text = text
  }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else {
      throw CocoaError(.fileReadCorruptFile)
    }
    text = String(decoding: data, as: UTF8.self)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

private struct TextEditorScreen: View {
  @Binding var document: TextFile
  let fileURL: URL?
  let isEditable: Bool

  var body: some View {
    VStack {
      Text(document.text)
      Text(fileURL?.lastPathComponent ?? "Untitled")
      Text(isEditable ? "Editable" : "Read only")
      TextField("Body", text: $document.text)
    }
  }
}

private struct TextEditApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: TextFile()) { file in
      TextEditorScreen(document: file.$document, fileURL: file.fileURL, isEditable: file.isEditable)
    }
  }
}

private struct TextViewerApp: App {
  var body: some Scene {
    DocumentGroup(viewing: TextFile.self) { file in
      TextEditorScreen(document: file.$document, fileURL: file.fileURL, isEditable: file.isEditable)
    }
  }
}

@MainActor
@Suite("DocumentGroup")
struct DocumentGroupTests {
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DocumentGroupTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func launchesOnANewUntitledDocument() {
    let host = ViewHost(app: TextEditApp())
    #expect(host.scenes == ["DocumentGroup"])
    #expect(shownTexts(host) == ["Hello", "Untitled", "Editable", "Body"])
    #expect(host.documentURL == nil)
  }

  @Test func editsGoThroughTheBindingAndSaveToTheFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = ViewHost(app: TextEditApp())
    try host.type("Milk, eggs", into: "Body")
    #expect(shownTexts(host).first == "Milk, eggs")
    #expect(throws: DocumentHostError.untitled) { try host.saveDocument() }

    let url = folder.appendingPathComponent("Shopping.txt")
    try host.saveDocument(to: url)
    #expect(try Data(contentsOf: url) == Data("Milk, eggs".utf8))
    #expect(host.documentURL == url)
    #expect(shownTexts(host) == ["Milk, eggs", "Shopping.txt", "Editable", "Body"])

    try host.type("Milk, eggs, bread", into: "Body")
    try host.saveDocument()
    #expect(try Data(contentsOf: url) == Data("Milk, eggs, bread".utf8))
  }

  @Test func opensAFileInPlaceOfTheNewDocument() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Letter.txt")
    try Data("Dear Ada".utf8).write(to: url)
    let host = ViewHost(app: TextEditApp())
    try host.type("Scratch", into: "Body")

    try host.openDocument(at: url)
    #expect(shownTexts(host) == ["Dear Ada", "Letter.txt", "Editable", "Body"])
    #expect(host.documentURL == url)

    let image = folder.appendingPathComponent("Photo.png")
    try Data([0]).write(to: image)
    #expect(
      throws: DocumentHostError.notReadable(file: "Photo.png", readable: ["public.plain-text"])
    ) {
      try host.openDocument(at: image)
    }
    #expect(
      throws: DocumentHostError.notWritable(file: "Copy.png", writable: ["public.plain-text"])
    ) {
      try host.saveDocument(to: folder.appendingPathComponent("Copy.png"))
    }
  }

  @Test func aViewerShowsNothingUntilAFileIsOpenedAndCannotSave() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Readme.txt")
    try Data("Read me".utf8).write(to: url)
    let host = ViewHost(app: TextViewerApp())
    #expect(shownTexts(host) == [])

    try host.openDocument(at: url)
    #expect(shownTexts(host) == ["Read me", "Readme.txt", "Read only", "Body"])
    #expect(throws: DocumentHostError.notEditable) { try host.saveDocument() }
  }

  @Test func aHostOfAViewHasNoDocument() {
    let host = ViewHost(Text("Plain"))
    #expect(host.documentURL == nil)
    #expect(throws: DocumentHostError.noDocumentGroup) {
      try host.openDocument(at: URL(fileURLWithPath: "/tmp/a.txt"))
    }
  }
}
