import Foundation
import Testing
import ViewModelKit

// File wrappers as documents use them: a single file, and a package folder written to disk and
// read back.

@Suite("FileWrapper")
struct FileWrapperTests {
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("FileWrapperTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aRegularFileHoldsItsContents() {
    let file = FileWrapper(regularFileWithContents: Data("Hello".utf8))
    #expect(file.isRegularFile && !file.isDirectory && !file.isSymbolicLink)
    #expect(file.regularFileContents == Data("Hello".utf8))
    #expect(file.fileWrappers == nil)
    #expect(file.preferredFilename == nil && file.filename == nil)
  }

  @Test func aFolderKeysItsChildrenByTheirPreferredNames() {
    let readme = FileWrapper(regularFileWithContents: Data("Read me".utf8))
    let package = FileWrapper(directoryWithFileWrappers: ["README": readme])
    #expect(package.isDirectory && !package.isRegularFile)
    #expect(package.regularFileContents == nil)
    #expect(readme.preferredFilename == "README")

    #expect(
      package.addRegularFile(withContents: Data("1".utf8), preferredFilename: "a.txt") == "a.txt"
    )
    #expect(
      package.addRegularFile(withContents: Data("2".utf8), preferredFilename: "a.txt") == "2__a.txt"
    )
    #expect(package.fileWrappers?.keys.sorted() == ["2__a.txt", "README", "a.txt"])
    #expect(package.fileWrappers?["2__a.txt"]?.regularFileContents == Data("2".utf8))
    #expect(package.keyForChildFileWrapper(readme) == "README")

    package.removeFileWrapper(readme)
    #expect(package.fileWrappers?.keys.sorted() == ["2__a.txt", "a.txt"])
    #expect(package.keyForChildFileWrapper(readme) == nil)
  }

  @Test func aPackageWrittenToDiskReadsBackTheSame() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let images = FileWrapper(directoryWithFileWrappers: [:])
    images.addRegularFile(withContents: Data([1, 2, 3]), preferredFilename: "cover.png")
    let package = FileWrapper(directoryWithFileWrappers: [
      "Info.json": FileWrapper(regularFileWithContents: Data(#"{"v":1}"#.utf8)),
      "Images": images,
    ])
    let url = folder.appendingPathComponent("Album.package")
    try package.write(to: url, options: .withNameUpdating, originalContentsURL: nil)

    #expect(package.filename == "Album.package")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        == ["Images", "Info.json"]
    )
    #expect(
      try Data(contentsOf: url.appendingPathComponent("Images/cover.png")) == Data([1, 2, 3])
    )

    let read = try FileWrapper(url: url, options: .immediate)
    #expect(read.isDirectory)
    #expect(read.filename == "Album.package" && read.preferredFilename == "Album.package")
    #expect(read.fileWrappers?["Info.json"]?.regularFileContents == Data(#"{"v":1}"#.utf8))
    #expect(read.fileWrappers?["Info.json"]?.filename == "Info.json")
    let cover = read.fileWrappers?["Images"]?.fileWrappers?["cover.png"]
    #expect(cover?.regularFileContents == Data([1, 2, 3]))
    #expect(package.matchesContents(of: url))

    images.addRegularFile(withContents: Data([4]), preferredFilename: "back.png")
    #expect(!package.matchesContents(of: url))
  }

  @Test func writingReplacesWhatIsThere() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("notes.txt")
    try FileWrapper(regularFileWithContents: Data("old".utf8))
      .write(to: url, options: .atomic, originalContentsURL: nil)
    try FileWrapper(regularFileWithContents: Data("new".utf8))
      .write(to: url, options: .atomic, originalContentsURL: url)
    #expect(try Data(contentsOf: url) == Data("new".utf8))

    let package = FileWrapper(directoryWithFileWrappers: [:])
    package.addRegularFile(withContents: Data("x".utf8), preferredFilename: "x")
    try package.write(to: url, options: [], originalContentsURL: nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == ["x"])
  }

  @Test func readingAMissingFileThrows() {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/notes.txt")
    #expect(throws: CocoaError.self) { try FileWrapper(url: url) }
  }
}
