// `import SwiftUICore` on Linux: Apple splits SwiftUI's core types (`View`, `Color`, `Text`,
// the environment) into SwiftUICore, which Xcode's completion sometimes imports on its own; here
// it is ViewModelKit, with Foundation. Part of the `SwiftUI` product, so an app that depends on
// that product sees it. Empty on Apple's platforms.
#if !canImport(Darwin)
@_exported public import Foundation
@_exported public import ViewModelKit
#endif
