// `import UIKit` on Linux: the UIKit names a SwiftUI app touches (`UIColor`, `UIImage`,
// `UIScreen`, `UIDevice`, `UIApplication` …), modelled by ViewModelKit. Empty on Apple's platforms.
#if !canImport(Darwin)
@_exported public import Foundation
@_exported public import ViewModelKit
#endif
