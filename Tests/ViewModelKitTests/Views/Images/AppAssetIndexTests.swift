import Foundation
import Testing

@testable import ViewModelKit

// What `Color("Name")` and `Image("Name")` find: the index the `AppResources` plugin writes
// beside the app's bundled files, read from a folder as the runtime reads `Bundle.main`.

@MainActor
@Suite("AppAssetIndex: catalog colours and images by name")
struct AppAssetIndexTests {
  private static let appIndex = #"""
    {"colors":{"Brand":{"dark":["displayP3",0.25,0.5,1,0.5],"light":["sRGB",0,0.4,0.8,1]},
    "Colors/Ink":{"light":["sRGBLinear",0.25,0.25,0.25,1]}},
    "images":{"Logo":{"height":16,"template":"template","width":24},"Hero":{"height":200,"width":300}}}
    """#

  private func folder(with files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("AppAssetIndexTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  @Test func readsColoursForEachAppearanceAndImagesBySize() throws {
    let folder = try folder(with: ["NotesApp.assetindex.json": Self.appIndex, "notes.json": "[]"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let index = AppAssetIndex(folder: folder)
    let brand = try #require(index.colors["Brand"])
    #expect(brand.light.resolve().description == "#0066CCFF")
    #expect(brand.dark == Color(.displayP3, red: 0.25, green: 0.5, blue: 1, opacity: 0.5))
    #expect(index.colors["Colors/Ink"]?.dark == nil)
    #expect(index.images["Logo"]?.size == CGSize(width: 24, height: 16))
    #expect(index.images["Logo"]?.renderingMode == .template)
    #expect(index.images["Hero"]?.renderingMode == nil)
  }

  @Test func aNamedColourTakesTheSetsValuesForTheScheme() throws {
    let index = AppAssetIndex(data: Data(Self.appIndex.utf8))
    let entry = try #require(index.colors["Brand"])
    var color = Color("Brand")
    color.takeAssetValues(light: entry.light, dark: entry.dark)
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    #expect(color.resolve(in: EnvironmentValues()).description == "#0066CCFF")
    #expect(color.resolve(in: dark) == entry.dark?.resolve(in: dark))
    #expect(color.description == #"NamedColor(name: "Brand", bundle: nil)"#)
  }

  @Test func aFileItCannotReadIsLeftOut() throws {
    let folder = try folder(with: [
      "A.assetindex.json": "not json",
      "B.assetindex.json":
        #"{"colors":{"Odd":{"light":["CMYK",0,0,0,1]}},"images":{"Big":{"width":"wide"}}}"#,
      "C.assetindex.json": #"{"images":{"Logo":{"height":10,"width":10}}}"#,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let index = AppAssetIndex(folder: folder)
    #expect(index.colors.isEmpty)
    #expect(Array(index.images.keys) == ["Logo"])
  }

  @Test func withoutAnIndexANamedImageIsThePlaceholder() {
    // The test runner's own products folder holds no index: the documented placeholders.
    #expect(AppAssetIndex.main.images["NoSuchImage"] == nil)
    let host = ViewHost(Image("NoSuchImage"))
    #expect(host.snapshot().first("Image")?.frame.size == CGSize(width: 20, height: 20))
    #expect(Color("NoSuchColour").resolve(in: EnvironmentValues()) == Color.assetPlaceholder)
  }
}
