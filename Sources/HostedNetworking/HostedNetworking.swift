// URLSession on Linux, on a host's terms.
//
// On Apple's platforms `URLSession`, `URLRequest`, `URLResponse` and `HTTPURLResponse` come with
// Foundation; on Linux they live in FoundationNetworking. This module re-exports it, with a
// `URLSession` of its own that shadows FoundationNetworking's in every file that imports this
// module (or `ViewModelKit`, `SwiftUI` or `Combine`, which re-export it) and not FoundationNetworking
// itself. The stand-in takes the same calls; while a responder is installed (a `ViewHost` exists),
// requests go to it instead of the network (see `URLSessionStandIn`), and otherwise to
// FoundationNetworking's session. Empty on Apple's platforms, where Foundation's `URLSession` is
// used.
#if canImport(FoundationNetworking)
@_exported public import Foundation
@_exported public import FoundationNetworking
#endif
