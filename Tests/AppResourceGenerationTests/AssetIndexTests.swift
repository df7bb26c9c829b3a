import AppResourceGeneration
import Foundation
import Testing

@Suite("AssetIndex: what Color(\"Name\") and Image(\"Name\") find at run time")
struct AssetIndexTests {
  private let catalog = AssetCatalog(assets: [
    .color(
      ColorAsset(
        name: "Brand",
        light: .rgb(space: .sRGB, red: 0, green: 0.4, blue: 0.8, opacity: 1),
        dark: .rgb(space: .displayP3, red: 0.25, green: 0.5, blue: 1, opacity: 0.5)
      )
    ),
    .namespace(
      AssetNamespace(
        name: "Colors",
        assets: [
          .color(
            ColorAsset(name: "Colors/Ink", light: .linearGray(white: 0.25, opacity: 1), dark: nil)
          ),
          .color(ColorAsset(name: "Colors/Label", light: .system("label"), dark: nil)),
        ]
      )
    ),
    .image(
      ImageAsset(
        name: "Logo",
        pixelSize: ImagePixelSize(width: 72, height: 48),
        scale: 3,
        renderingIntent: "template"
      )
    ),
    .image(ImageAsset(name: "Empty", pixelSize: nil, scale: 1, renderingIntent: nil)),
  ])

  @Test func indexesColoursByComponentsAndImagesBySizeInPoints() throws {
    let index = AssetIndex(catalog)
    #expect(index.colors.keys.sorted() == ["Brand", "Colors/Ink"])  // the system colour is left out
    #expect(
      index.colors["Brand"]?.dark == [
        .space("displayP3"), .value(0.25), .value(0.5), .value(1), .value(0.5),
      ]
    )
    #expect(
      index.colors["Colors/Ink"]?.light == [
        .space("sRGBLinear"), .value(0.25), .value(0.25), .value(0.25), .value(1),
      ]
    )
    #expect(
      index.images == ["Logo": AssetIndex.ImageEntry(width: 24, height: 16, template: "template")]
    )
  }

  @Test func theFileIsJSONWithSortedKeys() throws {
    let text = String(decoding: try AssetIndex(catalog).data(), as: UTF8.self)
    #expect(
      text
        == #"{"colors":{"Brand":{"dark":["displayP3",0.25,0.5,1,0.5],"light":["sRGB",0,0.4,0.8,1]},"#
        + #""Colors\/Ink":{"light":["sRGBLinear",0.25,0.25,0.25,1]}},"#
        + #""images":{"Logo":{"height":16,"template":"template","width":24}}}"#
    )
  }
}
