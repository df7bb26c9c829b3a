// The AppResources plugin's command: writes the asset symbols of the target's catalogs and
// copies its bundled files where `Bundle.main` finds them.
//
//   AppResourcesTool --output <GeneratedAssetSymbols.swift> --products <folder>
//                    [--catalog <Assets.xcassets>]... [--resource <file or folder>]...
//                    [--xcode-project <App.xcodeproj/project.pbxproj>]...
import AppResourceGeneration
import Foundation

var output: String?
var products: String?
var catalogs: [URL] = []
var resources: [URL] = []
var projects: [URL] = []
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
    let source = AssetSymbolsSource(try AssetCatalog(contentsOf: catalogs), settings: settings)
      .text
    let url = URL(fileURLWithPath: output)
    if (try? String(contentsOf: url, encoding: .utf8)) != source {
      try source.write(to: url, atomically: true, encoding: .utf8)
    }
  }
  if let products {
    try BundleResources.copy(resources, into: URL(fileURLWithPath: products))
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
