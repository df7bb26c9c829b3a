import Foundation
import PackagePlugin

/// What Xcode's build does with an app target's resources, for a SwiftPM build on Linux.
///
/// - the Swift names of the target's asset catalogs (every `*.xcassets` in its folder):
///   `ColorResource`/`ImageResource` members and the `Color`, `ShapeStyle`, `UIColor` and
///   `UIImage` conveniences, as Xcode generates them (`GeneratedAssetSymbols.swift`), the
///   conveniences only where an `.xcodeproj` beside the manifest, if there is one, turns them on
///   (`ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`);
/// - the target's `resources` copied where `Bundle.main` finds them (the build's products
///   folder, which is `Bundle.main` of its executables and of its test runner), with an index
///   of the catalogs' colours and images (`<Target>.assetindex.json`) for the names an app
///   looks up at run time (`Color("Brand")`, `Image("Logo")`).
///
/// The command runs again when a catalog's or a resource's files change.
@main
struct AppResources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "AppResourcesTool")
    let catalogs = Self.catalogs(in: target.directoryURL)
    let resources = target.sourceFiles.filter { $0.type == .resource }.map(\.url)
    let output = context.pluginWorkDirectoryURL.appendingPathComponent(
      "GeneratedAssetSymbols.swift"
    )
    // The tool is built for this machine into the products folder of the build it serves.
    let products = tool.url.deletingLastPathComponent()
    var arguments = ["--output", output.path, "--products", products.path]
    // What `Color("Name")` and `Image("Name")` find by name at run time (`Bundle.main`).
    arguments += ["--index", "\(target.name).assetindex.json"]
    arguments += catalogs.flatMap { ["--catalog", $0.path] }
    arguments += resources.flatMap { ["--resource", $0.path] }
    // The Xcode project beside the manifest says whether the conveniences are generated.
    let projects = Self.xcodeProjects(in: context.package.directoryURL)
    arguments += projects.flatMap { ["--xcode-project", $0.path] }
    return [
      .buildCommand(
        displayName: "Generating asset symbols and copying bundle resources of \(target.name)",
        executable: tool.url,
        arguments: arguments,
        inputFiles: (catalogs + resources).flatMap(Self.tree) + projects,
        outputFiles: [output]
      )
    ]
  }

  /// The `.xcassets` folders under a folder, outside hidden folders.
  static func catalogs(in folder: URL) -> [URL] {
    var found: [URL] = []
    let files = FileManager.default
    guard
      let walk = files.enumerator(
        at: folder,
        includingPropertiesForKeys: [.isDirectoryKey],
        options: [.skipsHiddenFiles]
      )
    else { return [] }
    for case let url as URL in walk where url.pathExtension == "xcassets" {
      found.append(url)
      walk.skipDescendants()
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The `project.pbxproj` files of the `.xcodeproj` folders in a folder.
  static func xcodeProjects(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
      .map { folder.appendingPathComponent($0).appendingPathComponent("project.pbxproj") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// A file, or a folder and everything in it (folders too, so that an added file counts).
  static func tree(_ url: URL) -> [URL] {
    guard
      let walk = FileManager.default.enumerator(
        at: url,
        includingPropertiesForKeys: nil,
        options: [.skipsHiddenFiles]
      )
    else { return [url] }
    return [url] + walk.compactMap { $0 as? URL }
  }
}
