// swift-tools-version: 6.2
import PackageDescription

let settings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .treatAllWarnings(as: .error),
]

let package = Package(
  name: "MVVMBridge",
  // `Synchronization.Atomic` (the subscribers' turn words) needs these; Linux has no floor.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Signals", targets: ["Signals"]),
    .library(name: "ViewModelKit", targets: ["ViewModelKit"]),
    .executable(name: "bridge-demo", targets: ["bridge-demo"]),
  ],
  targets: [
    .target(name: "Signals", swiftSettings: settings),
    // Runs the view runtime's passes over deep trees on a stack of their own (C: `ucontext`).
    .target(name: "CDeepStack"),
    .target(
      name: "ViewModelKit",
      dependencies: ["Signals", "CDeepStack"],
      swiftSettings: settings
    ),
    .target(
      name: "BridgeDemoCore",
      dependencies: ["Signals", "ViewModelKit"],
      swiftSettings: settings
    ),
    .executableTarget(
      name: "bridge-demo",
      dependencies: ["BridgeDemoCore"],
      swiftSettings: settings
    ),
    .testTarget(name: "SignalsTests", dependencies: ["Signals"], swiftSettings: settings),
    .testTarget(
      name: "ViewModelKitTests",
      dependencies: ["ViewModelKit", "Signals"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "BridgeDemoTests",
      dependencies: ["BridgeDemoCore"],
      swiftSettings: settings
    ),
  ],
  swiftLanguageModes: [.v6]
)
