// `import Combine` on Linux: Signals under Combine's name. On Apple's platforms this module is
// empty, so it never stands in for the system framework (depend on it with
// `condition: .when(platforms: [.linux])`).
//
// It also re-exports Observation: the recipe's `-import-module Combine` flag stands in for what
// Apple's Foundation re-exports, and a file that imports only Foundation uses `@Observable` on
// a device.
//
// And it re-exports HostedNetworking: on a device, Foundation shows URLSession, URLRequest and
// URLResponse, which live in FoundationNetworking on Linux, with a URLSession a host answers.
//
// And FoundationOnLinux: what Apple's Foundation has and Linux's lacks (`NSExpression`).
#if !canImport(Darwin)
@_exported public import FoundationOnLinux
@_exported public import HostedNetworking
@_exported public import Observation
@_exported public import Signals
#endif
