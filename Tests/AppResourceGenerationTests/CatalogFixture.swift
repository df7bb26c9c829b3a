import Foundation

/// An asset catalog written to a temporary folder, as Xcode lays it out.
struct CatalogFixture {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("AppResourceGenerationTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  /// Writes a file (and the folders it is in).
  func write(_ path: String, _ contents: String) throws {
    try write(path, Data(contents.utf8))
  }

  func write(_ path: String, _ data: Data) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try data.write(to: url)
  }

  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  func remove() { try? FileManager.default.removeItem(at: root) }

  /// A colour set's `Contents.json` with an "Any" colour and, when given, a dark one.
  static func colorSet(any: String, dark: String? = nil) -> String {
    var entries = [#"{ "color": \#(any), "idiom": "universal" }"#]
    if let dark {
      entries.append(
        #"{ "appearances": [{ "appearance": "luminosity", "value": "dark" }], "color": \#(dark), "idiom": "universal" }"#
      )
    }
    return
      #"{ "colors": [\#(entries.joined(separator: ", "))], "info": { "author": "xcode", "version": 1 } }"#
  }

  /// An sRGB colour object with fractions.
  static func srgb(
    _ red: String,
    _ green: String,
    _ blue: String,
    alpha: String = "1.000"
  )
    -> String
  {
    #"{ "color-space": "srgb", "components": { "alpha": "\#(alpha)", "red": "\#(red)", "green": "\#(green)", "blue": "\#(blue)" } }"#
  }

  /// A PNG header of a size (all `ImagePixelSize` reads).
  static func png(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] {
      bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    bytes += [8, 6, 0, 0, 0]
    return Data(bytes)
  }

  static let namespaceFolder =
    #"{ "info": { "author": "xcode", "version": 1 }, "properties": { "provides-namespace": true } }"#
  static let groupFolder = #"{ "info": { "author": "xcode", "version": 1 } }"#
}
