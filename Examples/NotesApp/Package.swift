// swift-tools-version: 6.2
// The manifest a team adds beside its Xcode project to build and test the app on Linux.
// On Apple's platforms the app keeps Apple's SwiftUI and Combine: the package's modules are
// linked only on Linux.
import PackageDescription

let onLinux = TargetDependencyCondition.when(platforms: [.linux])

let package = Package(
  name: "NotesApp",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    // A team writes `.package(url: "<this package's repository>", from: "<version>")`.
    .package(name: "MVVMBridge", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "NotesApp",
      dependencies: [
        .product(name: "SwiftUI", package: "MVVMBridge", condition: onLinux),
        .product(name: "Combine", package: "MVVMBridge", condition: onLinux),
      ],
      path: "NotesApp",
      // The asset catalog is read by the plugin, which generates its symbols; the files the app
      // ships (Xcode's Copy Bundle Resources) are listed here, and the plugin puts them where
      // `Bundle.main` looks.
      exclude: ["Assets.xcassets"],
      resources: [.process("Resources")],
      swiftSettings: [
        // Apple's Foundation re-exports Combine; Linux's does not. This makes every file of the
        // app see Combine, as files that import only Foundation do on a device.
        .unsafeFlags(
          ["-Xfrontend", "-import-module", "-Xfrontend", "Combine"],
          .when(platforms: [.linux])
        )
      ],
      plugins: [.plugin(name: "AppResources", package: "MVVMBridge")]
    ),
    .testTarget(
      name: "NotesAppTests",
      dependencies: [
        "NotesApp",
        .product(name: "ViewModelKit", package: "MVVMBridge", condition: onLinux),
      ],
      path: "Tests/NotesAppTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
