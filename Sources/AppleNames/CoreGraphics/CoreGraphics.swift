// `import CoreGraphics` on Linux: the geometry a SwiftUI app uses from it (`CGFloat`, `CGPoint`,
// `CGSize`, `CGRect`, from Foundation) and `CGAffineTransform`, `CGLineCap` and `CGLineJoin`,
// modelled by ViewModelKit (scoped re-exports, so the file sees nothing else of ViewModelKit).
// Empty on Apple's platforms.
#if !canImport(Darwin)
@_exported public import Foundation
@_exported public import struct ViewModelKit.CGAffineTransform
@_exported public import enum ViewModelKit.CGLineCap
@_exported public import enum ViewModelKit.CGLineJoin
#endif
