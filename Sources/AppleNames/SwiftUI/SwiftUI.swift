// `import SwiftUI` on Linux: ViewModelKit under SwiftUI's name, with what Apple's SwiftUI makes
// visible beside it: Foundation, Observation, Combine, CoreTransferable, UniformTypeIdentifiers
// and the UIKit names iOS code sees through it. Empty on Apple's platforms, so it never stands in
// for the system framework (depend on it with `condition: .when(platforms: [.linux])`).
#if !canImport(Darwin)
@_exported public import Combine
@_exported public import CoreTransferable
@_exported public import Foundation
@_exported public import Observation
@_exported public import UniformTypeIdentifiers
@_exported public import ViewModelKit
#endif
