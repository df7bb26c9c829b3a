// Every preview of the app, listed, hosted and drawn as Xcode's canvas would show it.
#if os(Linux)
import Foundation
import Testing
import ViewModelKit

@testable import NotesApp

@MainActor
struct PreviewsTests {
  @Test func listsEveryPreviewOfTheApp() {
    #expect(
      PreviewCatalog.all.previews.map(\.name) == [
        "Compose", "Short titles", "NoteListView.swift:35", "NoteRow.swift:26",
      ]
    )
  }

  @Test func aPreviewShowsItsEnvironment() throws {
    let host = try PreviewCatalog.all.host(named: "Short titles")
    #expect(host.snapshot().all("Text").compactMap(\.text).contains("10 characters left"))
  }

  @Test func previewableStateIsTheRowsState() throws {
    let host = try PreviewCatalog.all.host(named: "NoteRow.swift:26")
    #expect(host.snapshot().first("Image") != nil)
    try host.tap("Book club")
    #expect(host.snapshot().first("Image") == nil)
  }

  @Test func drawsEveryPreview() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("notes-previews-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let pictures = try PreviewCatalog.all.writePictures(to: directory)
    #expect(pictures.count == 4)
    for picture in pictures {
      #expect(try String(contentsOf: picture, encoding: .utf8).hasPrefix("<svg"))
    }
  }
}
#endif
