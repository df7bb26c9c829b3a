import Testing
import ViewModelKit

// File importers as screens use them: a button presents the picker, the test picks files or
// cancels, and the screen shows what it got.

private struct ImportScreen: View {
  @State private var isImporting = false
  @State private var status = "Nothing imported"

  var body: some View {
    VStack {
      Text(status)
      Button("Import CSV") { isImporting = true }
    }
    .fileImporter(isPresented: $isImporting, allowedContentTypes: [.commaSeparatedText]) { result in
      switch result {
      case .success(let url): status = "Imported \(url.lastPathComponent)"
      case .failure(let error): status = "Failed: \(error)"
      }
    }
  }
}

private struct PhotoImportScreen: View {
  @State private var isImporting = false
  @State private var photos: [String] = []
  @State private var cancellations = 0

  var body: some View {
    VStack {
      Text("\(photos.count) photos, \(cancellations) cancelled")
      Button("Add Photos") { isImporting = true }
    }
    .fileImporter(
      isPresented: $isImporting,
      allowedContentTypes: [.image],
      allowsMultipleSelection: true
    ) { result in
      if case .success(let urls) = result { photos += urls.map(\.lastPathComponent) }
    } onCancellation: {
      cancellations += 1
    }
  }
}

@MainActor
@Suite("fileImporter")
struct FileImporterTests {
  @Test func aPickedFileReachesTheCompletionAndClosesTheImporter() throws {
    let host = ViewHost(ImportScreen())
    #expect(host.fileImporter == nil)

    try host.tap("Import CSV")
    #expect(host.fileImporter?.allowedContentTypes == [.commaSeparatedText])
    #expect(host.fileImporter?.allowsMultipleSelection == false)

    try host.chooseFiles([URL(fileURLWithPath: "/tmp/expenses.csv")])
    #expect(host.fileImporter == nil)
    #expect(shownTexts(host).first == "Imported expenses.csv")
  }

  @Test func cancellingClosesTheImporterWithoutCallingTheCompletion() throws {
    let host = ViewHost(ImportScreen())
    try host.tap("Import CSV")
    try host.cancelFileImporter()
    #expect(host.fileImporter == nil)
    #expect(shownTexts(host).first == "Nothing imported")
    #expect(throws: FileDialogHostError.nothingPresented) { try host.cancelFileImporter() }
  }

  @Test func onlyAllowedTypesAndOneFileCanBePicked() throws {
    let host = ViewHost(ImportScreen())
    try host.tap("Import CSV")
    #expect(
      throws: FileDialogHostError.notAllowed(
        file: "photo.png",
        allowed: ["public.comma-separated-values-text"]
      )
    ) { try host.chooseFiles([URL(fileURLWithPath: "/tmp/photo.png")]) }
    let two = [URL(fileURLWithPath: "/tmp/a.csv"), URL(fileURLWithPath: "/tmp/b.csv")]
    #expect(throws: FileDialogHostError.wrongCount(2, allowsMultipleSelection: false)) {
      try host.chooseFiles(two)
    }
    #expect(host.fileImporter != nil)
  }

  @Test func severalFilesCanBePickedAndACancelIsReported() throws {
    let host = ViewHost(PhotoImportScreen())
    try host.tap("Add Photos")
    #expect(host.fileImporter?.allowsMultipleSelection == true)
    try host.chooseFiles([
      URL(fileURLWithPath: "/tmp/beach.jpg"), URL(fileURLWithPath: "/tmp/dunes.PNG"),
    ])
    #expect(shownTexts(host).first == "2 photos, 0 cancelled")

    try host.tap("Add Photos")
    try host.cancelFileImporter()
    #expect(shownTexts(host).first == "2 photos, 1 cancelled")
  }

  @Test func treeDescriptionsShowTheImporter() {
    let host = ViewHost(PhotoImportScreen())
    #expect(host.treeDescription().contains(".fileImporter([public.image], multiple)"))
  }
}
