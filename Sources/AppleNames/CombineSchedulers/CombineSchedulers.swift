// `import CombineSchedulers` on Linux: Signals, with the schedulers combine-schedulers adds to
// Combine (`DispatchQueue.test`, `.immediate`, `.unimplemented`, `UIScheduler`, timers, and a
// scheduler as an async clock). An app depends on this module only on Linux
// (`condition: .when(platforms: [.linux])`); on Apple's platforms it uses combine-schedulers.
@_exported public import Signals
