public import Foundation

/// The colour and image sets of one or more `.xcassets` folders, as Xcode reads them.
///
/// A folder inside a catalog is a group: its sets are named as if it were not there, unless its
/// `Contents.json` has `"properties": { "provides-namespace": true }`, which puts its name and a
/// slash before theirs (`Colors/Brand`). Sets of other kinds (app icons, data, symbols) have no
/// symbols and are skipped. Several catalogs merge, as a target's do in Xcode.
///
/// ```swift
/// let catalog = try AssetCatalog(contentsOf: [URL(filePath: "NotesApp/Assets.xcassets")])
/// let source = AssetSymbolsSource(catalog).text
/// ```
public struct AssetCatalog: Equatable, Sendable {
  /// The sets and namespaces at the top level, sorted by name.
  public var assets: [Asset]

  /// Creates a catalog from assets; they are sorted by name.
  ///
  /// - Parameter assets: The assets at the top level.
  public init(assets: [Asset]) {
    self.assets = Self.sorted(assets)
  }

  /// Reads catalogs from disk.
  ///
  /// - Parameter urls: The `.xcassets` folders.
  /// - Throws: An error when a folder cannot be listed, or ``AssetCatalogError/notJSON(_:)``.
  public init(contentsOf urls: [URL]) throws {
    var assets: [Asset] = []
    for url in urls { assets += try Self.read(folder: url, prefix: "") }
    self.init(assets: assets)
  }

  /// Sorts by the last part of the name, as Xcode lists symbols (`Z` before `a`), and merges
  /// namespaces of one name.
  static func sorted(_ assets: [Asset]) -> [Asset] {
    var merged: [Asset] = []
    for asset in assets {
      if case .namespace(let namespace) = asset,
        let index = merged.firstIndex(where: {
          if case .namespace(let other) = $0 { other.name == namespace.name } else { false }
        }), case .namespace(var existing) = merged[index]
      {
        existing.assets += namespace.assets
        merged[index] = .namespace(existing)
      } else {
        merged.append(asset)
      }
    }
    return
      merged
      .map { asset in
        guard case .namespace(var namespace) = asset else { return asset }
        namespace.assets = sorted(namespace.assets)
        return .namespace(namespace)
      }
      .enumerated()
      .sorted {
        ($0.element.shortName.unicodeScalars.lexicographicallyPrecedes(
          $1.element.shortName.unicodeScalars
        ))
          || ($0.element.shortName == $1.element.shortName && $0.offset < $1.offset)
      }
      .map(\.element)
  }

  private static func read(folder: URL, prefix: String) throws -> [Asset] {
    let children = try FileManager.default.contentsOfDirectory(
      at: folder,
      includingPropertiesForKeys: [.isDirectoryKey]
    )
    var assets: [Asset] = []
    for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
      guard (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true,
        !child.lastPathComponent.hasPrefix(".")
      else { continue }
      let setName = prefix + child.deletingPathExtension().lastPathComponent
      switch child.pathExtension {
      case "colorset":
        assets.append(.color(try colorSet(at: child, name: setName)))
      case "imageset":
        assets.append(.image(try imageSet(at: child, name: setName)))
      case let kind where knownSetKinds.contains(kind):
        continue
      default:
        let contents = try self.contents(of: child)
        let properties = contents["properties"] as? [String: Any]
        if properties?["provides-namespace"] as? Bool == true {
          let name = prefix + child.lastPathComponent
          let inner = try read(folder: child, prefix: name + "/")
          assets.append(.namespace(AssetNamespace(name: name, assets: inner)))
        } else {
          assets += try read(folder: child, prefix: prefix)
        }
      }
    }
    return assets
  }

  /// The kinds of set other than colours and images, which have no symbols.
  static let knownSetKinds: Set<String> = [
    "appiconset", "arimageset", "arobject", "arresourcegroup", "brandassets",
    "complicationset", "cubetextureset", "dataset", "iconset", "imagestack", "imagestacklayer",
    "launchimage", "mipmapset", "solidimagestack", "spriteatlas", "sticker", "stickerpack",
    "stickersequence", "symbolset", "textureset",
  ]

  /// A folder's `Contents.json`, or an empty object when it has none.
  private static func contents(of folder: URL) throws -> [String: Any] {
    let url = folder.appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
    guard let object = try? JSONSerialization.jsonObject(with: data) else {
      throw AssetCatalogError.notJSON(url.path)
    }
    return object as? [String: Any] ?? [:]
  }

  private static func colorSet(at folder: URL, name: String) throws -> ColorAsset {
    let entries = (try contents(of: folder)["colors"] as? [[String: Any]] ?? [])
      .map(AssetEntry.init)
    func value(dark: Bool) -> ColorValue? {
      AssetEntry.ranked(entries, dark: dark).lazy
        .compactMap { ($0.object["color"] as? [String: Any]).flatMap(ColorValue.init) }
        .first
    }
    return ColorAsset(name: name, light: value(dark: false), dark: value(dark: true))
  }

  private static func imageSet(at folder: URL, name: String) throws -> ImageAsset {
    let contents = try self.contents(of: folder)
    let entries = AssetEntry.ranked(
      (contents["images"] as? [[String: Any]] ?? []).map(AssetEntry.init),
      dark: false
    )
    let intent = (contents["properties"] as? [String: Any])?["template-rendering-intent"]
    let files = entries.enumerated()
      .compactMap { index, entry -> (file: String, scale: Int, order: Int)? in
        guard let file = entry.object["filename"] as? String else { return nil }
        let scale = (entry.object["scale"] as? String).flatMap { Int($0.dropLast()) } ?? 1
        return (file, scale, index)
      }
      .sorted { ($0.scale, -$0.order) > ($1.scale, -$1.order) }
    for (file, scale, _) in files {
      let url = folder.appendingPathComponent(file)
      if let data = FileManager.default.contents(atPath: url.path),
        let size = ImagePixelSize(data)
      {
        return ImageAsset(
          name: name,
          pixelSize: size,
          scale: scale,
          renderingIntent: intent as? String
        )
      }
    }
    return ImageAsset(name: name, pixelSize: nil, scale: 1, renderingIntent: intent as? String)
  }
}

/// Why a catalog cannot be read.
///
/// ```swift
/// AssetCatalogError.notJSON("Assets.xcassets/Brand.colorset/Contents.json").description
/// // "Assets.xcassets/Brand.colorset/Contents.json is not JSON"
/// ```
public enum AssetCatalogError: Error, Equatable, CustomStringConvertible {
  /// A `Contents.json` that is not JSON, by its path.
  case notJSON(String)

  public var description: String {
    switch self {
    case .notJSON(let path): "\(path) is not JSON"
    }
  }
}
