import Foundation
import Testing
import ViewModelKit

// Voice memos that travel as audio files: dragged into a library that copies what it receives,
// onto a destination of bytes, and saved with the file exporter.

private struct Memo: Transferable {
  var file: URL
  /// The file the receiver was given, when this memo was received.
  var receivedFile: ReceivedTransferredFile?

  static var transferRepresentation: some TransferRepresentation {
    FileRepresentation(contentType: .mp3) { memo in
      SentTransferredFile(memo.file)
    } importing: { received in
      let copy = FileManager.default.temporaryDirectory
        .appendingPathComponent("Library-\(UUID().uuidString).mp3")
      try FileManager.default.copyItem(at: received.file, to: copy)
      return Memo(file: copy, receivedFile: received)
    }
  }
}

private struct MemoLibrary: View {
  let recording: URL
  @State private var library: [Memo] = []
  @State private var bytes = 0
  @State private var isExporting = false
  @State private var status = "Not saved"

  var body: some View {
    VStack {
      Text("Memo 1").draggable(Memo(file: recording))
      Text("Library: \(library.count)")
        .frame(maxWidth: .infinity, minHeight: 100)
        .dropDestination(for: Memo.self) { memos, _ in
          library += memos
          return true
        }
      Text("Bytes: \(bytes)")
        .frame(maxWidth: .infinity, minHeight: 100)
        .dropDestination(for: Data.self) { items, _ in
          bytes += items.map(\.count).reduce(0, +)
          return true
        }
      ForEach(library, id: \.file) { memo in
        Text(memo.receivedFile?.file.lastPathComponent ?? "-")
      }
      Text(status)
      Button("Export") { isExporting = true }
    }
    .fileExporter(isPresented: $isExporting, item: Memo(file: recording), contentTypes: [.mp3]) {
      result in
      if case .success(let url) = result { status = "Saved \(url.lastPathComponent)" }
    }
  }

  /// The memos received so far, for the test to check.
  static func received(in host: ViewHost<Self>) -> [String] {
    shownTexts(host).filter { $0.hasPrefix("Transferred") }
  }
}

@MainActor
@Suite("FileRepresentation")
struct FileRepresentationTests {
  private let audio = Data([0x49, 0x44, 0x33, 0x04, 0x00])

  private func recording() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("Recording-\(UUID().uuidString).mp3")
    try audio.write(to: url)
    return url
  }

  @Test func aDroppedFileArrivesAsATemporaryCopyRemovedAfterImporting() async throws {
    let recording = try recording()
    defer { try? FileManager.default.removeItem(at: recording) }
    let host = ViewHost(MemoLibrary(recording: recording))

    #expect(try await host.drag("Memo 1", onto: "Library: 0"))

    #expect(shownTexts(host).contains("Library: 1"))
    #expect(MemoLibrary.received(in: host) == ["Transferred.mp3"])
    #expect(FileManager.default.fileExists(atPath: recording.path))
  }

  @Test func theReceiverCopyHoldsTheSentBytesAndTheTemporaryFileIsGone() async throws {
    let recording = try recording()
    defer { try? FileManager.default.removeItem(at: recording) }
    let memo = Memo(file: recording)
    let data = try await memo.exported(as: .audio)
    #expect(data == audio)

    let received = try await Memo(importing: data, contentType: .mp3)
    defer { try? FileManager.default.removeItem(at: received.file) }
    #expect(try Data(contentsOf: received.file) == audio)
    let temporary = try #require(received.receivedFile)
    #expect(temporary.isOriginalFile == false)
    #expect(temporary.file.lastPathComponent == "Transferred.mp3")
    #expect(!FileManager.default.fileExists(atPath: temporary.file.path))
  }

  @Test func aDataDestinationGetsTheFilesBytes() async throws {
    let recording = try recording()
    defer { try? FileManager.default.removeItem(at: recording) }
    let host = ViewHost(MemoLibrary(recording: recording))
    #expect(try await host.drag("Memo 1", onto: "Bytes: 0"))
    #expect(shownTexts(host).contains("Bytes: 5"))
  }

  @Test func theFileExporterSavesTheSentFilesBytes() async throws {
    let recording = try recording()
    defer { try? FileManager.default.removeItem(at: recording) }
    let host = ViewHost(MemoLibrary(recording: recording))
    try host.tap("Export")
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("Exported-\(UUID().uuidString).mp3")
    defer { try? FileManager.default.removeItem(at: url) }
    try await host.saveFile(to: url)
    #expect(try Data(contentsOf: url) == audio)
    #expect(shownTexts(host).contains("Saved \(url.lastPathComponent)"))
  }
}
