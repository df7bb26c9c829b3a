import Foundation

/// The Swift source of an app's asset symbols: what Xcode generates in
/// `GeneratedAssetSymbols.swift`, for this package's `SwiftUI` module.
///
/// The same names in the same places as Xcode's: `ColorResource` and `ImageResource` static
/// members (namespaces as nested enums), and the `UIColor`, `Color`, `ShapeStyle` (where
/// `Self == Color`) and `UIImage` conveniences where the project has them generated (see
/// ``XcodeProjectSettings``); a convenience whose name the framework type already has is left
/// out with Xcode's `#warning`. Unlike Xcode's, whose resources are looked
/// up in the compiled catalog at run time, each resource carries its values: a colour its
/// light and dark components, an image its size in points, scale and rendering intent. The
/// whole file is empty on Apple's platforms (`#if !canImport(Darwin)`), where Xcode generates
/// the symbols.
///
/// ```swift
/// let source = AssetSymbolsSource(try AssetCatalog(contentsOf: [catalogURL])).text
/// ```
public struct AssetSymbolsSource: Sendable {
  /// The catalog the symbols are made from.
  public let catalog: AssetCatalog
  /// Which symbols the app's Xcode project generates.
  public let settings: XcodeProjectSettings

  /// Creates the source of a catalog's symbols.
  ///
  /// - Parameters:
  ///   - catalog: The catalog.
  ///   - settings: Which symbols the app's Xcode project generates: the resources and the
  ///     conveniences by default, as for a project that does not say.
  public init(_ catalog: AssetCatalog, settings: XcodeProjectSettings = XcodeProjectSettings()) {
    self.catalog = catalog
    self.settings = settings
  }

  /// The Swift source.
  public var text: String {
    var writer = Writer()
    writer.line("// GeneratedAssetSymbols.swift: the names Xcode generates for the target's asset")
    writer.line("// catalogs, with their colours' values and their images' sizes. Made by the")
    writer.line("// AppResources plugin; do not edit.")
    writer.line("#if !canImport(Darwin)")
    writer.line("import Foundation")
    writer.line("import SwiftUI")
    writer.blank()
    guard settings.generatesSymbols else {
      writer.line("#endif")
      return writer.text
    }
    writer.line("private let resourceBundle = Foundation.Bundle.main")
    writer.blank()
    section("Color Symbols", "SwiftUI.ColorResource", kind: .color, into: &writer) {
      resource($0, in: &$1)
    }
    section("Image Symbols", "SwiftUI.ImageResource", kind: .image, into: &writer) {
      resource($0, in: &$1)
    }
    guard settings.generatesExtensions else {
      writer.line("#endif")
      return writer.text
    }
    writer.line("// MARK: - Color Symbol Extensions -")
    writer.blank()
    convenience("SwiftUI.UIColor", kind: .color, into: &writer) { symbol, path in
      "static var \(symbol): SwiftUI.UIColor { .init(resource: \(path)) }"
    }
    writer.blank()
    convenience("SwiftUI.Color", kind: .color, into: &writer) { symbol, path in
      "static var \(symbol): SwiftUI.Color { .init(\(path)) }"
    }
    writer.blank()
    convenience(
      "SwiftUI.ShapeStyle where Self == SwiftUI.Color",
      kind: .color,
      into: &writer
    ) { symbol, path in
      "static var \(symbol): SwiftUI.Color { .init(\(path)) }"
    }
    writer.blank()
    writer.line("// MARK: - Image Symbol Extensions -")
    writer.blank()
    convenience("SwiftUI.UIImage", kind: .image, into: &writer) { symbol, path in
      "static var \(symbol): SwiftUI.UIImage { .init(resource: \(path)) }"
    }
    writer.line("#endif")
    return writer.text
  }

  // MARK: Resources

  /// An asset with its symbol, or the reason it has none.
  private enum Named {
    case symbol(String, Asset)
    case duplicate(String, Asset)
  }

  /// The assets of one kind (and the namespaces holding some), named, in order; a later asset
  /// whose symbol an earlier one has is a duplicate.
  private func named(_ assets: [Asset], kind: SymbolName.Kind) -> [Named] {
    var seen: Set<String> = []
    var result: [Named] = []
    for asset in assets {
      let symbol: String?
      switch (asset, kind) {
      case (.color, .color), (.image, .image):
        symbol = SymbolName.member(for: asset.shortName, kind: kind)
      case (.namespace(let namespace), _):
        let holds = kind == .color ? namespace.holdsColors : namespace.holdsImages
        symbol = holds ? SymbolName.namespace(for: asset.shortName) : nil
      default:
        symbol = nil
      }
      guard let symbol else { continue }
      if seen.insert(symbol).inserted {
        result.append(.symbol(symbol, asset))
      } else {
        result.append(.duplicate(symbol, asset))
      }
    }
    return result
  }

  private func section(
    _ title: String,
    _ type: String,
    kind: SymbolName.Kind,
    into writer: inout Writer,
    member: (Asset, inout Writer) -> Void
  ) {
    writer.line("// MARK: - \(title) -")
    writer.blank()
    writer.line("extension \(type) {")
    writer.blank()
    writer.indented {
      resources(catalog.assets, type: type, kind: kind, into: &$0, member: member)
    }
    writer.line("}")
    writer.blank()
  }

  private func resources(
    _ assets: [Asset],
    type: String,
    kind: SymbolName.Kind,
    into writer: inout Writer,
    member: (Asset, inout Writer) -> Void
  ) {
    for named in named(assets, kind: kind) {
      switch named {
      case .symbol(let symbol, .namespace(let namespace)):
        writer.line("/// The \"\(namespace.name)\" asset catalog resource namespace.")
        writer.line("enum \(symbol) {")
        writer.blank()
        writer.indented {
          resources(namespace.assets, type: type, kind: kind, into: &$0, member: member)
        }
        writer.line("}")
        writer.blank()
      case .symbol(let symbol, let asset):
        let noun = kind == .color ? "color" : "image"
        writer.line("/// The \"\(asset.name)\" asset catalog \(noun) resource.")
        writer.line("static let \(symbol) = \(type)(")
        writer.indented { member(asset, &$0) }
        writer.line(")")
        writer.blank()
      case .duplicate(let symbol, let asset):
        let noun = kind == .color ? "color" : "image"
        writer.line(
          "#warning(\"The \\\"\(escaped(asset.name))\\\" \(noun) asset name resolves to the "
            + "symbol \\\"\(symbol)\\\" of another asset. Try renaming the asset.\")"
        )
        writer.blank()
      }
    }
  }

  private func resource(_ asset: Asset, in writer: inout Writer) {
    var arguments = ["name: \"\(escaped(asset.name))\"", "bundle: resourceBundle"]
    switch asset {
    case .color(let color):
      if let light = color.light {
        arguments.append("light: \(light.swiftExpression)")
        if let dark = color.dark { arguments.append("dark: \(dark.swiftExpression)") }
      }
    case .image(let image):
      if let size = image.pixelSize {
        let width = ColorValue.literal(Double(size.width) / Double(image.scale))
        let height = ColorValue.literal(Double(size.height) / Double(image.scale))
        arguments.append("size: CGSize(width: \(width), height: \(height))")
        arguments.append("scale: \(image.scale)")
      }
      if let intent = image.renderingIntent, ["template", "original"].contains(intent) {
        if image.pixelSize == nil { arguments.append("size: nil") }
        arguments.append("renderingMode: .\(intent)")
      }
    case .namespace:
      break
    }
    for (index, argument) in arguments.enumerated() {
      writer.line(argument + (index < arguments.count - 1 ? "," : ""))
    }
  }

  // MARK: Conveniences

  private func convenience(
    _ type: String,
    kind: SymbolName.Kind,
    into writer: inout Writer,
    member: (String, String) -> String
  ) {
    writer.line("extension \(type) {")
    writer.blank()
    writer.indented {
      conveniences(catalog.assets, type: type, kind: kind, path: [], into: &$0, member: member)
    }
    writer.line("}")
  }

  private func conveniences(
    _ assets: [Asset],
    type: String,
    kind: SymbolName.Kind,
    path: [String],
    into writer: inout Writer,
    member: (String, String) -> String
  ) {
    let qualified = type.split(separator: " ").first ?? ""
    let shortType = String(qualified.split(separator: ".").last ?? qualified)
    let isShapeStyle = shortType == "ShapeStyle"
    let conflicts: Set<String> =
      switch shortType {
      case "UIColor": ConflictingSymbols.uiColor
      case "Color", "ShapeStyle": ConflictingSymbols.color
      case "UIImage": ConflictingSymbols.uiImage
      default: []
      }
    for named in named(assets, kind: kind) {
      guard case .symbol(let symbol, let asset) = named else { continue }
      let noun = kind == .color ? "color" : "image"
      if case .namespace(let namespace) = asset {
        guard !isShapeStyle else { continue }
        writer.line("/// The \"\(namespace.name)\" asset catalog resource namespace.")
        writer.line("enum \(symbol) {")
        writer.blank()
        writer.indented {
          conveniences(
            namespace.assets,
            type: type,
            kind: kind,
            path: path + [symbol],
            into: &$0,
            member: member
          )
        }
        writer.line("}")
        writer.blank()
        continue
      }
      if path.isEmpty, conflicts.contains(symbol.trimmingCharacters(in: ["`"])) {
        if !isShapeStyle {
          writer.line(
            "#warning(\"The \\\"\(escaped(asset.name))\\\" \(noun) asset name resolves to a "
              + "conflicting \(shortType) symbol \\\"\(symbol)\\\". Try renaming the asset.\")"
          )
          writer.blank()
        }
        continue
      }
      writer.line("/// The \"\(asset.name)\" asset catalog \(noun).")
      writer.line(member(symbol, "." + (path + [symbol]).joined(separator: ".")))
      writer.blank()
    }
  }

  /// A name in a Swift string literal.
  private func escaped(_ name: String) -> String {
    name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}

/// Lines of source, indented by four spaces a level, as Xcode writes its generated file.
private struct Writer {
  private(set) var text = ""
  private var depth = 0

  mutating func line(_ line: String) {
    text += String(repeating: "    ", count: depth) + line + "\n"
  }

  mutating func blank() {
    text += "\n"
  }

  mutating func indented(_ body: (inout Writer) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }
}
