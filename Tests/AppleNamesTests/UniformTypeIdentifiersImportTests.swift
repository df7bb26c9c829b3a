#if os(Linux)
import Testing
import UniformTypeIdentifiers

// A file of an app that imports only UniformTypeIdentifiers: its document types and the check
// an import screen makes on a picked file.

extension UTType {
  fileprivate static let journalEntry = UTType(
    exportedAs: "com.example.journal-entry",
    conformingTo: .json
  )
}

private enum ImportableFile {
  static let allowedTypes: [UTType] = [.commaSeparatedText, .json, .journalEntry]

  static func canImport(_ url: URL) -> Bool {
    guard let type = UTType(filenameExtension: url.pathExtension) else { return false }
    return allowedTypes.contains { type.conforms(to: $0) }
  }
}

@Suite("import UniformTypeIdentifiers")
struct UniformTypeIdentifiersImportTests {
  @Test func aFileThatImportsOnlyUniformTypeIdentifiersBuildsAndAnswers() {
    #expect(ImportableFile.canImport(URL(fileURLWithPath: "/tmp/expenses.csv")))
    #expect(ImportableFile.canImport(URL(fileURLWithPath: "/tmp/backup.JSON")))
    #expect(!ImportableFile.canImport(URL(fileURLWithPath: "/tmp/photo.png")))
    #expect(UTType.journalEntry.conforms(to: .text))
    #expect(UTType("com.example.journal-entry") == .journalEntry)
    #expect(UTType.png.preferredMIMEType == "image/png")
    #expect(UTTagClass.mimeType.rawValue == "public.mime-type")
  }
}
#endif
