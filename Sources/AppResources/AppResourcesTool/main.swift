// The AppResources plugin's command: writes the asset symbols of the target's catalogs and
// copies its bundled files where `Bundle.main` finds them.
//
//   AppResourcesTool --output <GeneratedAssetSymbols.swift> --products <folder>
//                    [--catalog <Assets.xcassets>]... [--resource <file or folder>]...
//                    [--xcode-project <App.xcodeproj/project.pbxproj>]...
//                    [--index <Target.assetindex.json>]
import AppResourceGeneration
import Foundation

var output: String?
var products: String?
var catalogs: [URL] = []
var resources: [URL] = []
var projects: [URL] = []
var index: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let option = arguments.next() {
  guard let value = arguments.next() else {
    FileHandle.standardError.write(Data("error: \(option) needs a value\n".utf8))
    exit(2)
  }
  switch option {
  case "--output": output = value
  case "--products": products = value
  case "--catalog": catalogs.append(URL(fileURLWithPath: value))
  case "--resource": resources.append(URL(fileURLWithPath: value))
  case "--xcode-project": projects.append(URL(fileURLWithPath: value))
  case "--index": index = value
  default:
    FileHandle.standardError.write(Data("error: unknown option \(option)\n".utf8))
    exit(2)
  }
}

do {
  if let output {
    let settings =
      projects.isEmpty
      ? XcodeProjectSettings()
      : XcodeProjectSettings(
        pbxproj: try projects.map { try String(contentsOf: $0, encoding: .utf8) }
          .joined(separator: "\n")
      )
    let catalog = try AssetCatalog(contentsOf: catalogs)
    let source = AssetSymbolsSource(catalog, settings: settings).text
    let url = URL(fileURLWithPath: output)
    if (try? String(contentsOf: url, encoding: .utf8)) != source {
      try source.write(to: url, atomically: true, encoding: .utf8)
    }
    if let index, let products {
      // What `Color("Name")` and `Image("Name")` find by name, beside the bundled files.
      let file = URL(fileURLWithPath: products).appendingPathComponent(index)
      let data = try AssetIndex(catalog).data()
      if (try? Data(contentsOf: file)) != data {
        try FileManager.default.createDirectory(
          atPath: products,
          withIntermediateDirectories: true
        )
        try data.write(to: file, options: .atomic)
      }
    }
  }
  if let products {
    try BundleResources.copy(resources, into: URL(fileURLWithPath: products))
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
