// `import Combine` on Linux: Signals under Combine's name. On Apple's platforms this module is
// empty, so it never stands in for the system framework (depend on it with
// `condition: .when(platforms: [.linux])`).
#if !canImport(Darwin)
@_exported public import Signals
#endif
