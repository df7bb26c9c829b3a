// `import UniformTypeIdentifiers` on Linux: `UTType` and `UTTagClass`, modelled by ViewModelKit,
// and nothing else of it (scoped re-exports), with Foundation. Empty on Apple's platforms.
#if !canImport(Darwin)
@_exported public import Foundation
@_exported public import struct ViewModelKit.UTTagClass
@_exported public import struct ViewModelKit.UTType
#endif
