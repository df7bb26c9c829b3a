import AppResourceGeneration
import Foundation
import Testing

@Suite("AssetCatalog")
struct AssetCatalogTests {
  @Test func groupsAreTransparentNamespacesNestAndOtherSetsAreSkipped() throws {
    let fixture = try CatalogFixture()
    defer { fixture.remove() }
    let red = CatalogFixture.colorSet(any: CatalogFixture.srgb("1.000", "0.000", "0.000"))
    try fixture.write("A.xcassets/Contents.json", CatalogFixture.groupFolder)
    try fixture.write("A.xcassets/zeta.colorset/Contents.json", red)
    try fixture.write("A.xcassets/Brand.colorset/Contents.json", red)
    try fixture.write("A.xcassets/AppIcon.appiconset/Contents.json", #"{ "images": [] }"#)
    try fixture.write("A.xcassets/Screens/Contents.json", CatalogFixture.groupFolder)
    try fixture.write("A.xcassets/Screens/Logo.imageset/Contents.json", #"{ "images": [] }"#)
    try fixture.write("A.xcassets/Palette/Contents.json", CatalogFixture.namespaceFolder)
    try fixture.write("A.xcassets/Palette/Text/Contents.json", CatalogFixture.namespaceFolder)
    try fixture.write("A.xcassets/Palette/Text/Primary.colorset/Contents.json", red)
    try fixture.write("B.xcassets/Contents.json", CatalogFixture.groupFolder)
    try fixture.write("B.xcassets/Palette/Contents.json", CatalogFixture.namespaceFolder)
    try fixture.write("B.xcassets/Palette/Alert.colorset/Contents.json", red)

    let catalog = try AssetCatalog(
      contentsOf: [fixture.url("A.xcassets"), fixture.url("B.xcassets")]
    )

    #expect(catalog.assets.map(\.name) == ["Brand", "Logo", "Palette", "zeta"])
    guard case .namespace(let palette) = catalog.assets[2] else {
      Issue.record("Palette is no namespace")
      return
    }
    #expect(palette.assets.map(\.name) == ["Palette/Alert", "Palette/Text"])
    guard case .namespace(let text) = palette.assets[1] else {
      Issue.record("Palette/Text is no namespace")
      return
    }
    #expect(text.assets.map(\.name) == ["Palette/Text/Primary"])
  }

  @Test func aColorSetsLightIsItsLightOrAnyEntryAndItsDarkTheDarkOne() throws {
    let fixture = try CatalogFixture()
    defer { fixture.remove() }
    let light = CatalogFixture.srgb("1.000", "1.000", "1.000")
    let dark = CatalogFixture.srgb("0.000", "0.000", "0.000")
    let any = CatalogFixture.srgb("0.500", "0.500", "0.500")
    try fixture.write(
      "A.xcassets/Surface.colorset/Contents.json",
      #"""
      { "colors": [
        { "color": \#(any), "idiom": "universal" },
        { "appearances": [{ "appearance": "luminosity", "value": "light" }], "color": \#(light), "idiom": "universal" },
        { "appearances": [{ "appearance": "luminosity", "value": "dark" }, { "appearance": "contrast", "value": "high" }], "color": \#(any), "idiom": "universal" },
        { "appearances": [{ "appearance": "luminosity", "value": "dark" }], "color": \#(dark), "idiom": "universal" },
        { "color": \#(dark), "idiom": "mac" }
      ] }
      """#
    )
    try fixture.write(
      "A.xcassets/Plain.colorset/Contents.json",
      CatalogFixture.colorSet(any: any)
    )

    let catalog = try AssetCatalog(contentsOf: [fixture.url("A.xcassets")])

    #expect(
      catalog.assets == [
        .color(
          ColorAsset(
            name: "Plain",
            light: .rgb(space: .sRGB, red: 0.5, green: 0.5, blue: 0.5, opacity: 1),
            dark: nil
          )
        ),
        .color(
          ColorAsset(
            name: "Surface",
            light: .rgb(space: .sRGB, red: 1, green: 1, blue: 1, opacity: 1),
            dark: .rgb(space: .sRGB, red: 0, green: 0, blue: 0, opacity: 1)
          )
        ),
      ]
    )
  }

  @Test func anImageSetsSizeComesFromItsLargestScaleFile() throws {
    let fixture = try CatalogFixture()
    defer { fixture.remove() }
    try fixture.write(
      "A.xcassets/Star.imageset/Contents.json",
      #"""
      { "images": [
        { "filename": "star.png", "idiom": "universal", "scale": "1x" },
        { "filename": "star@2x.png", "idiom": "universal", "scale": "2x" },
        { "idiom": "universal", "scale": "3x" }
      ], "properties": { "template-rendering-intent": "template" } }
      """#
    )
    try fixture.write(
      "A.xcassets/Star.imageset/star.png",
      CatalogFixture.png(width: 24, height: 20)
    )
    try fixture.write(
      "A.xcassets/Star.imageset/star@2x.png",
      CatalogFixture.png(width: 48, height: 40)
    )
    try fixture.write(
      "A.xcassets/Vector.imageset/Contents.json",
      #"{ "images": [{ "filename": "vector.pdf", "idiom": "universal" }], "properties": { "preserves-vector-representation": true } }"#
    )
    try fixture.write("A.xcassets/Vector.imageset/vector.pdf", "%PDF-1.7")

    let catalog = try AssetCatalog(contentsOf: [fixture.url("A.xcassets")])

    #expect(
      catalog.assets == [
        .image(
          ImageAsset(
            name: "Star",
            pixelSize: ImagePixelSize(width: 48, height: 40),
            scale: 2,
            renderingIntent: "template"
          )
        ),
        .image(ImageAsset(name: "Vector", pixelSize: nil, scale: 1, renderingIntent: nil)),
      ]
    )
  }
}

@Suite("AssetCatalog errors")
struct AssetCatalogErrorTests {
  @Test func aContentsFileThatIsNotJSONIsNamed() throws {
    let fixture = try CatalogFixture()
    defer { fixture.remove() }
    try fixture.write("A.xcassets/Brand.colorset/Contents.json", "{ colors: ")
    let path = fixture.url("A.xcassets/Brand.colorset/Contents.json").path
    #expect(throws: AssetCatalogError.notJSON(path)) {
      try AssetCatalog(contentsOf: [fixture.url("A.xcassets")])
    }
  }
}
