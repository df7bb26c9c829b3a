// swift-tools-version: 6.2
import Foundation
import PackageDescription

// A path dependency's identity is the name of its folder, which differs between checkouts.
let project = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()
  .deletingLastPathComponent()
  .lastPathComponent

let settings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .treatAllWarnings(as: .error),
]

let package = Package(
  name: "Benchmarks",
  dependencies: [.package(path: "..")],
  targets: [
    .target(name: "AllocatorStatistics"),
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        "AllocatorStatistics",
        .product(name: "Signals", package: project),
        .product(name: "ViewModelKit", package: project),
      ],
      swiftSettings: settings
    ),
  ],
  swiftLanguageModes: [.v6]
)
