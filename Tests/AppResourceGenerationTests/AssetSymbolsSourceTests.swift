import AppResourceGeneration
import Testing

@Suite("AssetSymbolsSource")
struct AssetSymbolsSourceTests {
  /// A catalog as an app has it: colours with and without a dark appearance, a duplicate
  /// symbol, names the frameworks already have, a group, nested namespaces, a system colour,
  /// a bitmap image with a template intent and a vector one.
  @Test func generatesXcodesSymbolsWithTheirValues() throws {
    let fixture = try CatalogFixture()
    defer { fixture.remove() }
    typealias F = CatalogFixture
    try fixture.write("Assets.xcassets/Contents.json", F.groupFolder)
    try fixture.write(
      "Assets.xcassets/Accent.colorset/Contents.json",
      F.colorSet(any: F.srgb("0.000", "0.400", "0.800"))
    )
    try fixture.write(
      "Assets.xcassets/AccentColor.colorset/Contents.json",
      #"{ "colors": [{ "idiom": "universal" }] }"#
    )
    try fixture.write(
      "Assets.xcassets/Blue.colorset/Contents.json",
      F.colorSet(any: F.srgb("0.000", "0.000", "1.000"))
    )
    try fixture.write(
      "Assets.xcassets/NoteAccent.colorset/Contents.json",
      F.colorSet(
        any: F.srgb("0.851", "0.435", "0.098"),
        dark: F.srgb("0xFF", "0x9F", "0x55")
      )
    )
    try fixture.write("Assets.xcassets/Palette/Contents.json", F.namespaceFolder)
    try fixture.write(
      "Assets.xcassets/Palette/Brand.colorset/Contents.json",
      F.colorSet(
        any:
          #"{ "color-space": "display-p3", "components": { "alpha": "1.000", "red": "1.000", "green": "0.200", "blue": "0.000" } }"#
      )
    )
    try fixture.write("Assets.xcassets/Palette/Text/Contents.json", F.namespaceFolder)
    try fixture.write(
      "Assets.xcassets/Palette/Text/Primary.colorset/Contents.json",
      F.colorSet(any: #"{ "platform": "ios", "reference": "labelColor" }"#)
    )
    try fixture.write("Assets.xcassets/Icons/Contents.json", F.groupFolder)
    try fixture.write(
      "Assets.xcassets/Icons/Quill.imageset/Contents.json",
      #"{ "images": [{ "idiom": "universal", "scale": "1x" }, { "filename": "quill@3x.png", "idiom": "universal", "scale": "3x" }], "properties": { "template-rendering-intent": "template" } }"#
    )
    try fixture.write(
      "Assets.xcassets/Icons/Quill.imageset/quill@3x.png",
      F.png(width: 72, height: 72)
    )
    try fixture.write(
      "Assets.xcassets/Icons/add.imageset/Contents.json",
      #"{ "images": [{ "filename": "add.pdf", "idiom": "universal" }] }"#
    )

    let catalog = try AssetCatalog(contentsOf: [fixture.url("Assets.xcassets")])
    let source = AssetSymbolsSource(catalog).text

    #expect(source == Self.expected)
  }

  @Test func aProjectWithoutSymbolExtensionsGetsOnlyTheResources() {
    let catalog = AssetCatalog(assets: [
      .image(ImageAsset(name: "Logo", pixelSize: nil, scale: 1, renderingIntent: "original")),
      .color(
        ColorAsset(name: "Brand", light: .linearGray(white: 0.25, opacity: 1), dark: nil)
      ),
    ])
    let source = AssetSymbolsSource(
      catalog,
      settings: XcodeProjectSettings(generatesSymbols: true, generatesExtensions: false)
    )
    #expect(
      source.text == #"""
        // GeneratedAssetSymbols.swift: the names Xcode generates for the target's asset
        // catalogs, with their colours' values and their images' sizes. Made by the
        // AppResources plugin; do not edit.
        #if !canImport(Darwin)
        import Foundation
        import SwiftUI

        private let resourceBundle = Foundation.Bundle.main

        // MARK: - Color Symbols -

        extension SwiftUI.ColorResource {

            /// The "Brand" asset catalog color resource.
            static let brand = SwiftUI.ColorResource(
                name: "Brand",
                bundle: resourceBundle,
                light: SwiftUI.Color(.sRGBLinear, white: 0.25, opacity: 1)
            )

        }

        // MARK: - Image Symbols -

        extension SwiftUI.ImageResource {

            /// The "Logo" asset catalog image resource.
            static let logo = SwiftUI.ImageResource(
                name: "Logo",
                bundle: resourceBundle,
                size: nil,
                renderingMode: .original
            )

        }

        #endif

        """#
    )
  }

  static let expected = #"""
    // GeneratedAssetSymbols.swift: the names Xcode generates for the target's asset
    // catalogs, with their colours' values and their images' sizes. Made by the
    // AppResources plugin; do not edit.
    #if !canImport(Darwin)
    import Foundation
    import SwiftUI

    private let resourceBundle = Foundation.Bundle.main

    // MARK: - Color Symbols -

    extension SwiftUI.ColorResource {

        /// The "Accent" asset catalog color resource.
        static let accent = SwiftUI.ColorResource(
            name: "Accent",
            bundle: resourceBundle,
            light: SwiftUI.Color(.sRGB, red: 0, green: 0.4, blue: 0.8, opacity: 1)
        )

        #warning("The \"AccentColor\" color asset name resolves to the symbol \"accent\" of another asset. Try renaming the asset.")

        /// The "Blue" asset catalog color resource.
        static let blue = SwiftUI.ColorResource(
            name: "Blue",
            bundle: resourceBundle,
            light: SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 1)
        )

        /// The "NoteAccent" asset catalog color resource.
        static let noteAccent = SwiftUI.ColorResource(
            name: "NoteAccent",
            bundle: resourceBundle,
            light: SwiftUI.Color(.sRGB, red: 0.851, green: 0.435, blue: 0.098, opacity: 1),
            dark: SwiftUI.Color(.sRGB, red: 1, green: 0.6235294117647059, blue: 0.3333333333333333, opacity: 1)
        )

        /// The "Palette" asset catalog resource namespace.
        enum Palette {

            /// The "Palette/Brand" asset catalog color resource.
            static let brand = SwiftUI.ColorResource(
                name: "Palette/Brand",
                bundle: resourceBundle,
                light: SwiftUI.Color(.displayP3, red: 1, green: 0.2, blue: 0, opacity: 1)
            )

            /// The "Palette/Text" asset catalog resource namespace.
            enum Text {

                /// The "Palette/Text/Primary" asset catalog color resource.
                static let primary = SwiftUI.ColorResource(
                    name: "Palette/Text/Primary",
                    bundle: resourceBundle,
                    light: SwiftUI.Color(SwiftUI.UIColor.label)
                )

            }

        }

    }

    // MARK: - Image Symbols -

    extension SwiftUI.ImageResource {

        /// The "Quill" asset catalog image resource.
        static let quill = SwiftUI.ImageResource(
            name: "Quill",
            bundle: resourceBundle,
            size: CGSize(width: 24, height: 24),
            scale: 3,
            renderingMode: .template
        )

        /// The "add" asset catalog image resource.
        static let add = SwiftUI.ImageResource(
            name: "add",
            bundle: resourceBundle
        )

    }

    // MARK: - Color Symbol Extensions -

    extension SwiftUI.UIColor {

        /// The "Accent" asset catalog color.
        static var accent: SwiftUI.UIColor { .init(resource: .accent) }

        #warning("The \"Blue\" color asset name resolves to a conflicting UIColor symbol \"blue\". Try renaming the asset.")

        /// The "NoteAccent" asset catalog color.
        static var noteAccent: SwiftUI.UIColor { .init(resource: .noteAccent) }

        /// The "Palette" asset catalog resource namespace.
        enum Palette {

            /// The "Palette/Brand" asset catalog color.
            static var brand: SwiftUI.UIColor { .init(resource: .Palette.brand) }

            /// The "Palette/Text" asset catalog resource namespace.
            enum Text {

                /// The "Palette/Text/Primary" asset catalog color.
                static var primary: SwiftUI.UIColor { .init(resource: .Palette.Text.primary) }

            }

        }

    }

    extension SwiftUI.Color {

        /// The "Accent" asset catalog color.
        static var accent: SwiftUI.Color { .init(.accent) }

        #warning("The \"Blue\" color asset name resolves to a conflicting Color symbol \"blue\". Try renaming the asset.")

        /// The "NoteAccent" asset catalog color.
        static var noteAccent: SwiftUI.Color { .init(.noteAccent) }

        /// The "Palette" asset catalog resource namespace.
        enum Palette {

            /// The "Palette/Brand" asset catalog color.
            static var brand: SwiftUI.Color { .init(.Palette.brand) }

            /// The "Palette/Text" asset catalog resource namespace.
            enum Text {

                /// The "Palette/Text/Primary" asset catalog color.
                static var primary: SwiftUI.Color { .init(.Palette.Text.primary) }

            }

        }

    }

    extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {

        /// The "Accent" asset catalog color.
        static var accent: SwiftUI.Color { .init(.accent) }

        /// The "NoteAccent" asset catalog color.
        static var noteAccent: SwiftUI.Color { .init(.noteAccent) }

    }

    // MARK: - Image Symbol Extensions -

    extension SwiftUI.UIImage {

        /// The "Quill" asset catalog image.
        static var quill: SwiftUI.UIImage { .init(resource: .quill) }

        #warning("The \"add\" image asset name resolves to a conflicting UIImage symbol \"add\". Try renaming the asset.")

    }
    #endif

    """#
}
