import Foundation

/// The app's catalog colours and images by name, for `Color("Name")`, `Image("Name")`,
/// `UIColor(named:)` and `UIImage(named:)`.
///
/// On a device these find the set in the catalog Xcode compiled into the app. Here they read
/// the index the `AppResources` plugin writes beside the app's bundled files (every
/// `*.assetindex.json` at the top of `Bundle.main`, the build's products folder on Linux); a
/// name it does not hold, or a build without the plugin, gives the documented placeholders.
struct AppAssetIndex: Sendable {
  /// A colour set: its light (or any-appearance) colour and its dark one.
  struct ColorEntry: Sendable {
    let light: Color
    let dark: Color?
  }

  /// An image set: its size in points and its rendering intent.
  struct ImageEntry: Sendable {
    let size: CGSize
    let renderingMode: Image.TemplateRenderingMode?
  }

  private(set) var colors: [String: ColorEntry] = [:]
  private(set) var images: [String: ImageEntry] = [:]

  /// The index of the app that runs: read once, when a name is first looked up.
  static let main = AppAssetIndex(folder: Bundle.main.bundleURL)

  /// The indexes at the top of a folder, merged (in file-name order, later names winning).
  init(folder: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".assetindex.json") {
      guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else { continue }
      add(data)
    }
  }

  /// An index from one file's contents; what it cannot read is left out.
  init(data: Data) {
    add(data)
  }

  private mutating func add(_ data: Data) {
    guard let file = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
    for (name, value) in file["colors"] as? [String: [String: Any]] ?? [:] {
      guard let light = Self.color(value["light"]) else { continue }
      colors[name] = ColorEntry(light: light, dark: Self.color(value["dark"]))
    }
    for (name, value) in file["images"] as? [String: Any] ?? [:] {
      guard let entry = value as? [String: Any],
        let width = (entry["width"] as? NSNumber)?.doubleValue,
        let height = (entry["height"] as? NSNumber)?.doubleValue
      else { continue }
      let mode: Image.TemplateRenderingMode? =
        switch entry["template"] as? String {
        case "template": .template
        case "original": .original
        default: nil
        }
      images[name] = ImageEntry(size: CGSize(width: width, height: height), renderingMode: mode)
    }
  }

  /// A colour from `[space, red, green, blue, opacity]`.
  private static func color(_ value: Any?) -> Color? {
    guard let components = value as? [Any], components.count == 5,
      let spaceName = components[0] as? String
    else { return nil }
    let v = components.dropFirst().compactMap { ($0 as? NSNumber)?.doubleValue }
    guard v.count == 4 else { return nil }
    let space: Color.RGBColorSpace
    switch spaceName {
    case "sRGB": space = .sRGB
    case "sRGBLinear": space = .sRGBLinear
    case "displayP3": space = .displayP3
    default: return nil
    }
    return Color(space, red: v[0], green: v[1], blue: v[2], opacity: v[3])
  }
}
