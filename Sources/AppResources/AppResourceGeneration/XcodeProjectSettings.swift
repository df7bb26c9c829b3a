import Foundation

/// What an Xcode project's build settings say about asset symbols.
///
/// Xcode generates a catalog's `ColorResource` and `ImageResource` members unless
/// `ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO`, and the `Color`, `ShapeStyle`, `UIColor`
/// and `UIImage` conveniences only where `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS
/// = YES` (new projects' templates set it; projects made before Xcode 15 do not, and their own
/// `extension Color { static let brand = Color("Brand") }` would clash with generated ones). A
/// setting written in any of the project's configurations counts.
///
/// ```swift
/// let settings = XcodeProjectSettings(pbxproj: projectText)
/// settings.generatesExtensions  // false for a project made before Xcode 15
/// ```
public struct XcodeProjectSettings: Equatable, Sendable {
  /// Whether the resources are generated.
  public var generatesSymbols: Bool
  /// Whether the framework conveniences are generated.
  public var generatesExtensions: Bool

  /// Settings given outright; with no Xcode project, both are on (as for a Swift package in Xcode).
  ///
  /// - Parameters:
  ///   - generatesSymbols: Whether the resources are generated.
  ///   - generatesExtensions: Whether the conveniences are generated.
  public init(generatesSymbols: Bool = true, generatesExtensions: Bool = true) {
    self.generatesSymbols = generatesSymbols
    self.generatesExtensions = generatesExtensions
  }

  /// Reads the settings of a `project.pbxproj`.
  ///
  /// - Parameter pbxproj: The project file's text.
  public init(pbxproj: String) {
    func value(_ name: String) -> [String] {
      pbxproj.split(whereSeparator: \.isNewline)
        .compactMap { line in
          let parts = line.split(separator: "=", maxSplits: 1)
          guard parts.count == 2,
            parts[0].trimmingCharacters(in: .whitespaces) == name
          else { return nil }
          return parts[1].trimmingCharacters(in: .whitespaces.union([";", "\""]))
        }
    }
    generatesSymbols = !value("ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS").contains("NO")
    generatesExtensions =
      generatesSymbols
      && value("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS").contains("YES")
  }
}
