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
  products: [
    .library(name: "Signals", targets: ["Signals"]),
    .library(name: "ViewModelKit", targets: ["ViewModelKit"]),
    .executable(name: "bridge-demo", targets: ["bridge-demo"]),
  ],
  targets: [
    .target(name: "Signals", swiftSettings: settings),
    .target(name: "ViewModelKit", dependencies: ["Signals"], swiftSettings: settings),
    .executableTarget(
      name: "bridge-demo",
      dependencies: ["Signals", "ViewModelKit"],
      swiftSettings: settings
    ),
    .testTarget(name: "SignalsTests", dependencies: ["Signals"], swiftSettings: settings),
    .testTarget(
      name: "ViewModelKitTests",
      dependencies: ["ViewModelKit", "Signals"],
      swiftSettings: settings
    ),
  ],
  swiftLanguageModes: [.v6]
)
