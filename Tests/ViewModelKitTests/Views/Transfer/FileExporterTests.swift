import Foundation
import Testing
import ViewModelKit

// A file exporter as a screen uses it: a report saved as JSON where the test picks, or the
// export cancelled.

private struct Report: Codable, Transferable {
  var title: String
  var total: Int

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
  }
}

private struct ExportScreen: View {
  @State private var isExporting = false
  @State private var status = "Not saved"

  var body: some View {
    VStack {
      Text(status)
      Button("Export") { isExporting = true }
    }
    .fileExporter(
      isPresented: $isExporting,
      item: Report(title: "March", total: 42),
      contentTypes: [.json],
      defaultFilename: "Report"
    ) { result in
      switch result {
      case .success(let url): status = "Saved \(url.lastPathComponent)"
      case .failure: status = "Failed"
      }
    } onCancellation: {
      status = "Cancelled"
    }
  }
}

@MainActor
@Suite("fileExporter")
struct FileExporterTests {
  @Test func theItemIsSavedWhereTheTestPicks() async throws {
    let host = ViewHost(ExportScreen())
    #expect(host.fileExporter == nil)
    try host.tap("Export")
    #expect(host.fileExporter?.contentTypes == [.json])
    #expect(host.fileExporter?.defaultFilename == "Report")

    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("FileExporterTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Report.json")
    try await host.saveFile(to: url)

    #expect(host.fileExporter == nil)
    #expect(shownTexts(host).first == "Saved Report.json")
    let saved = try JSONDecoder().decode(Report.self, from: Data(contentsOf: url))
    #expect(saved.title == "March" && saved.total == 42)
  }

  @Test func aFailedWriteReachesTheCompletion() async throws {
    let host = ViewHost(ExportScreen())
    try host.tap("Export")
    try await host.saveFile(to: URL(fileURLWithPath: "/nonexistent-folder/Report.json"))
    #expect(shownTexts(host).first == "Failed")
  }

  @Test func cancellingRunsOnCancellation() throws {
    let host = ViewHost(ExportScreen())
    try host.tap("Export")
    try host.cancelFileExporter()
    #expect(host.fileExporter == nil)
    #expect(shownTexts(host).first == "Cancelled")
  }
}
