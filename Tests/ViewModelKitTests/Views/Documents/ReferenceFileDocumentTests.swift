import Foundation
import Testing
import ViewModelKit

// A checklist app with a reference document: an observable object edited in place, saved
// through a snapshot as a package folder (the list and a note file).

private final class Checklist: ReferenceFileDocument, @unchecked Sendable {
  static var readableContentTypes: [UTType] { [.checklistPackage] }

  @Published var items: [String]
  var snapshots: [UTType] = []

  init(items: [String] = []) {
    self.items = items
  }

  init(configuration: ReadConfiguration) throws {
    guard let list = configuration.file.fileWrappers?["items.txt"]?.regularFileContents else {
      throw CocoaError(.fileReadCorruptFile)
    }
    items = String(decoding: list, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  func snapshot(contentType: UTType) throws -> [String] {
    snapshots.append(contentType)
    return items
  }

  func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
    let package = FileWrapper(directoryWithFileWrappers: [:])
    package.addRegularFile(
      withContents: Data(snapshot.joined(separator: "\n").utf8),
      preferredFilename: "items.txt"
    )
    let note = configuration.existingFile == nil ? "new" : "resaved"
    package.addRegularFile(withContents: Data(note.utf8), preferredFilename: "note.txt")
    return package
  }
}

extension UTType {
  fileprivate static let checklistPackage = UTType(
    exportedAs: "com.example.checklist",
    conformingTo: .package
  )
}

private struct ChecklistEditor: View {
  @ObservedObject var checklist: Checklist

  var body: some View {
    VStack {
      Text("\(checklist.items.count) items")
      Button("Add") { checklist.items.append("Item \(checklist.items.count + 1)") }
    }
  }
}

private struct ChecklistApp: App {
  var body: some Scene {
    DocumentGroup {
      Checklist(items: ["Pack"])
    } editor: { file in
      ChecklistEditor(checklist: file.document)
    }
  }
}

@MainActor
@Suite("ReferenceFileDocument")
struct ReferenceFileDocumentTests {
  @Test func editsTheObjectAndSavesItsSnapshotAsAPackage() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ReferenceFileDocumentTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    let host = ViewHost(app: ChecklistApp())
    #expect(shownTexts(host) == ["1 items", "Add"])
    try host.tap("Add")
    #expect(shownTexts(host) == ["2 items", "Add"])

    let url = folder.appendingPathComponent("Trip.checklist")
    try host.saveDocument(to: url, as: .checklistPackage)
    let saved = try FileWrapper(url: url)
    #expect(saved.fileWrappers?["items.txt"]?.regularFileContents == Data("Pack\nItem 2".utf8))
    #expect(saved.fileWrappers?["note.txt"]?.regularFileContents == Data("new".utf8))

    try host.tap("Add")
    try host.saveDocument()
    let resaved = try FileWrapper(url: url)
    #expect(
      resaved.fileWrappers?["items.txt"]?.regularFileContents == Data("Pack\nItem 2\nItem 3".utf8)
    )
    #expect(resaved.fileWrappers?["note.txt"]?.regularFileContents == Data("resaved".utf8))

    let reopened = ViewHost(app: ChecklistApp())
    #expect(
      throws: DocumentHostError.notReadable(
        file: "Trip.checklist",
        readable: ["com.example.checklist"]
      )
    ) {
      try reopened.openDocument(at: url)
    }
    try reopened.openDocument(at: url, as: .checklistPackage)
    #expect(shownTexts(reopened) == ["3 items", "Add"])
  }
}
