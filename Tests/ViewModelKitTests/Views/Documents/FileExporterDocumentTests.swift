import Foundation
import Testing
import ViewModelKit

// Exporting documents through the file exporter a Transferable item uses: a value document of
// CSV and a reference document, saved where the test picks.

private struct CSVFile: FileDocument {
  static var readableContentTypes: [UTType] { [.commaSeparatedText] }
  static var writableContentTypes: [UTType] { [.commaSeparatedText, .plainText] }

  var rows: [[String]]

  init(rows: [[String]]) {
    self.rows = rows
  }

  init(configuration: ReadConfiguration) throws {
    rows = []
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    let separator = configuration.contentType == .commaSeparatedText ? "," : " | "
    let text = rows.map { $0.joined(separator: separator) }.joined(separator: "\n")
    return FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

private final class Tally: ReferenceFileDocument, @unchecked Sendable {
  static var readableContentTypes: [UTType] { [.json] }

  @Published var count = 3

  init() {}

  init(configuration: ReadConfiguration) throws {}

  func snapshot(contentType: UTType) throws -> Int { count }

  func fileWrapper(snapshot: Int, configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(#"{"count":\#(snapshot)}"#.utf8))
  }
}

private struct ExportScreen: View {
  @State private var isExportingCSV = false
  @State private var isExportingTally = false
  @State private var status = "Not saved"
  let tally: Tally

  var body: some View {
    VStack {
      Text(status)
      Button("Export CSV") { isExportingCSV = true }
      Button("Export Tally") { isExportingTally = true }
    }
    .fileExporter(
      isPresented: $isExportingCSV,
      document: CSVFile(rows: [["a", "b"], ["1", "2"]]),
      contentTypes: [],
      defaultFilename: "Table"
    ) { result in
      if case .success(let url) = result { status = "Saved \(url.lastPathComponent)" }
    } onCancellation: {
      status = "Cancelled"
    }
    .fileExporter(
      isPresented: $isExportingTally,
      document: tally,
      contentType: .json,
      defaultFilename: "Tally"
    ) { result in
      if case .success(let url) = result { status = "Saved \(url.lastPathComponent)" }
    }
  }
}

@MainActor
@Suite("fileExporter with documents")
struct FileExporterDocumentTests {
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("FileExporterDocumentTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aValueDocumentIsWrittenAsTheTypeOfTheChosenFile() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = ViewHost(ExportScreen(tally: Tally()))
    try host.tap("Export CSV")
    #expect(host.fileExporter?.contentTypes == [.commaSeparatedText, .plainText])
    #expect(host.fileExporter?.defaultFilename == "Table")
    try await host.saveFile(to: folder.appendingPathComponent("Table.csv"))
    #expect(host.fileExporter == nil)
    #expect(shownTexts(host).first == "Saved Table.csv")
    #expect(
      try Data(contentsOf: folder.appendingPathComponent("Table.csv")) == Data("a,b\n1,2".utf8)
    )

    try host.tap("Export CSV")
    try await host.saveFile(to: folder.appendingPathComponent("Table.txt"))
    #expect(
      try Data(contentsOf: folder.appendingPathComponent("Table.txt")) == Data("a | b\n1 | 2".utf8)
    )

    try host.tap("Export CSV")
    try host.cancelFileExporter()
    #expect(shownTexts(host).first == "Cancelled")
  }

  @Test func aReferenceDocumentIsSnapshottedWhenSaved() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tally = Tally()
    let host = ViewHost(ExportScreen(tally: tally))
    try host.tap("Export Tally")
    #expect(host.fileExporter?.contentTypes == [.json])
    tally.count = 7
    try await host.saveFile(to: folder.appendingPathComponent("Tally.json"))
    #expect(shownTexts(host).first == "Saved Tally.json")
    #expect(
      try Data(contentsOf: folder.appendingPathComponent("Tally.json"))
        == Data(#"{"count":7}"#.utf8)
    )
  }
}
