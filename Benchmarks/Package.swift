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
  // `Synchronization.Atomic` (the subscribers' turn words) needs these; Linux has no floor.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
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
