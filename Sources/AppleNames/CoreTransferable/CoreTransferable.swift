// `import CoreTransferable` on Linux: `Transferable` and its representations, modelled by
// ViewModelKit (scoped re-exports), with UniformTypeIdentifiers, which Apple's re-exports too.
// Empty on Apple's platforms.
#if !canImport(Darwin)
@_exported public import UniformTypeIdentifiers
@_exported public import struct ViewModelKit.CodableRepresentation
@_exported public import struct ViewModelKit.DataRepresentation
@_exported public import struct ViewModelKit.FileRepresentation
@_exported public import struct ViewModelKit.ProxyRepresentation
@_exported public import struct ViewModelKit.ReceivedTransferredFile
@_exported public import struct ViewModelKit.SentTransferredFile
@_exported public import protocol ViewModelKit.TransferRepresentation
@_exported public import struct ViewModelKit.TransferRepresentationBuilder
@_exported public import protocol ViewModelKit.Transferable
@_exported public import struct ViewModelKit.TupleTransferRepresentation
#endif
