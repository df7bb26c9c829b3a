// swift-tools-version: 6.2
import CompilerPluginSupport
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
    // Apple's names, for Linux: depend on them with `condition: .when(platforms: [.linux])`, so
    // that Apple's platforms use the system frameworks (Sources/AppleNames/README.md).
    .library(
      name: "SwiftUI",
      targets: [
        "SwiftUI", "SwiftUICore", "UniformTypeIdentifiers", "CoreTransferable", "CoreGraphics",
        "UIKit",
      ]
    ),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    // Combine's two most used neighbours, for Linux too (Sources/AppleNames/README.md).
    .library(name: "CombineExt", targets: ["CombineExt"]),
    .library(name: "CombineSchedulers", targets: ["CombineSchedulers"]),
    // For an app target's manifest: `plugins: [.plugin(name: "AppResources", package: …)]`
    // generates its asset-catalog symbols and puts its resources where `Bundle.main` looks.
    .plugin(name: "AppResources", targets: ["AppResources"]),
  ],
  targets: [
    .target(name: "Signals", swiftSettings: settings),
    // URLSession on Linux, answered by a host while one exists (FoundationNetworking re-exported
    // with a stand-in `URLSession`; empty on Apple's platforms).
    .target(name: "HostedNetworking", dependencies: ["Signals"], swiftSettings: settings),
    // What Apple's Foundation has and Linux's lacks (`NSExpression`); empty on Apple's platforms.
    .target(name: "FoundationOnLinux", swiftSettings: settings),
    // Runs the view runtime's passes over deep trees on a stack of their own (C: `ucontext`).
    .target(name: "CDeepStack"),
    .target(
      name: "ViewModelKit",
      dependencies: ["Signals", "HostedNetworking", "CDeepStack"],
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
    // Apple's names over the runtime: re-exports only, empty on Apple's platforms.
    .target(
      name: "Combine",
      dependencies: ["Signals", "HostedNetworking", "FoundationOnLinux"],
      path: "Sources/AppleNames/Combine",
      swiftSettings: settings
    ),
    // Combine's neighbours over Signals: their names, and the operators and schedulers they add.
    .target(
      name: "CombineExt",
      dependencies: ["Signals"],
      path: "Sources/AppleNames/CombineExt",
      swiftSettings: settings
    ),
    .target(
      name: "CombineSchedulers",
      dependencies: ["Signals"],
      path: "Sources/AppleNames/CombineSchedulers",
      swiftSettings: settings
    ),
    .target(
      name: "SwiftUI",
      dependencies: [
        "ViewModelKit", "Combine", "UniformTypeIdentifiers", "CoreTransferable",
        "ViewModelKitMacros",
      ],
      path: "Sources/AppleNames/SwiftUI",
      swiftSettings: settings
    ),
    .target(
      name: "SwiftUICore",
      dependencies: ["ViewModelKit"],
      path: "Sources/AppleNames/SwiftUICore",
      swiftSettings: settings
    ),
    .target(
      name: "UIKit",
      dependencies: [
        "ViewModelKit", .target(name: "_Testing_UIKit", condition: .when(platforms: [.linux])),
      ],
      path: "Sources/AppleNames/UIKit",
      swiftSettings: settings
    ),
    .target(
      name: "UniformTypeIdentifiers",
      dependencies: ["ViewModelKit"],
      path: "Sources/AppleNames/UniformTypeIdentifiers",
      swiftSettings: settings
    ),
    .target(
      name: "CoreTransferable",
      dependencies: ["ViewModelKit", "UniformTypeIdentifiers"],
      path: "Sources/AppleNames/CoreTransferable",
      swiftSettings: settings
    ),
    .target(
      name: "CoreGraphics",
      dependencies: [
        "ViewModelKit",
        .target(name: "_Testing_CoreGraphics", condition: .when(platforms: [.linux])),
      ],
      path: "Sources/AppleNames/CoreGraphics",
      swiftSettings: settings
    ),
    // Empty, Linux only: the overlay Swift Testing names for a file importing Testing and UIKit,
    // which the Linux toolchain declares but does not ship (Sources/AppleNames/_Testing_UIKit).
    .target(
      name: "_Testing_UIKit",
      path: "Sources/AppleNames/_Testing_UIKit",
      swiftSettings: settings
    ),
    // Empty, Linux only: the same for a file importing Testing and CoreGraphics.
    .target(
      name: "_Testing_CoreGraphics",
      path: "Sources/AppleNames/_Testing_CoreGraphics",
      swiftSettings: settings
    ),
    // The macros (`#Preview`, `@Previewable`, `@Entry`): the compiler's plugin messages and the
    // expansions, Foundation only; the `.macro` target is the loop that serves the compiler.
    .target(
      name: "MacroExpansions",
      path: "Sources/Macros/MacroExpansions",
      swiftSettings: settings
    ),
    .macro(
      name: "ViewModelKitMacros",
      dependencies: ["MacroExpansions"],
      path: "Sources/Macros/ViewModelKitMacros",
      swiftSettings: settings
    ),
    // The AppResources build-tool plugin: the generator (Foundation only: asset catalogs,
    // Xcode's symbol names, the generated source, bundled files) and the command that runs it.
    .target(
      name: "AppResourceGeneration",
      path: "Sources/AppResources/AppResourceGeneration",
      swiftSettings: settings
    ),
    .executableTarget(
      name: "AppResourcesTool",
      dependencies: ["AppResourceGeneration"],
      path: "Sources/AppResources/AppResourcesTool",
      swiftSettings: settings
    ),
    .plugin(
      name: "AppResources",
      capability: .buildTool(),
      dependencies: ["AppResourcesTool"]
    ),
    .testTarget(
      name: "AppResourceGenerationTests",
      dependencies: ["AppResourceGeneration"],
      swiftSettings: settings
    ),
    .testTarget(name: "SignalsTests", dependencies: ["Signals"], swiftSettings: settings),
    .testTarget(
      name: "FoundationOnLinuxTests",
      dependencies: ["FoundationOnLinux"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "ViewModelKitTests",
      dependencies: ["ViewModelKit", "Signals"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "MacroExpansionsTests",
      dependencies: ["MacroExpansions"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "AppleNamesTests",
      dependencies: [
        "SwiftUI", "SwiftUICore", "Combine", "UIKit", "CombineExt", "CombineSchedulers",
        "UniformTypeIdentifiers", "CoreTransferable", "CoreGraphics",
      ],
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
