import AppResourceGeneration
import Foundation
import Testing

@Suite("BundleResources")
struct BundleResourcesTests {
  @Test func filesLandAtTheTopFoldersWholeAndCatalogsNot() throws {
    let fixture = try CatalogFixture()
    defer { fixture.remove() }
    try fixture.write("App/Resources/Data/notes.json", "[]")
    try fixture.write("App/Fixtures/In/a.json", "{}")
    try fixture.write("App/Assets.xcassets/Contents.json", CatalogFixture.groupFolder)
    try fixture.write("products/notes.json", "old")
    let products = fixture.url("products")

    try BundleResources.copy(
      [
        fixture.url("App/Resources/Data/notes.json"), fixture.url("App/Fixtures"),
        fixture.url("App/Assets.xcassets"),
      ],
      into: products
    )

    let top = try FileManager.default.contentsOfDirectory(atPath: products.path).sorted()
    #expect(top == ["Fixtures", "notes.json"])
    #expect(
      FileManager.default.contents(atPath: products.appendingPathComponent("notes.json").path)
        == Data("[]".utf8)
    )
    #expect(
      FileManager.default.fileExists(
        atPath: products.appendingPathComponent("Fixtures/In/a.json").path
      )
    )
  }
}

@Suite("BundleResources: localized files")
struct BundleResourcesLocalizationTests {
  @Test func aLocalizedFileKeepsItsLanguageFolder() throws {
    let fixture = try CatalogFixture()
    defer { fixture.remove() }
    try fixture.write("App/en.lproj/Localizable.strings", #""Get Fit" = "Get Fit";"#)
    try fixture.write("App/pl.lproj/Localizable.strings", #""Get Fit" = "Bądź Fit";"#)
    let products = fixture.url("products")

    try BundleResources.copy(
      [
        fixture.url("App/en.lproj/Localizable.strings"),
        fixture.url("App/pl.lproj/Localizable.strings"),
      ],
      into: products
    )

    let top = try FileManager.default.contentsOfDirectory(atPath: products.path).sorted()
    #expect(top == ["en.lproj", "pl.lproj"])
    let bundle = try #require(Bundle(path: products.path))
    #expect(bundle.localizations.sorted() == ["en", "pl"])
    let polish = try #require(
      bundle.path(
        forResource: "Localizable",
        ofType: "strings",
        inDirectory: nil,
        forLocalization: "pl"
      )
    )
    #expect(try String(contentsOfFile: polish, encoding: .utf8) == #""Get Fit" = "Bądź Fit";"#)
  }
}
