// ViewModelKit re-exports Signals, as SwiftUI re-exports Combine: a file that says
// `import ViewModelKit` sees `ObservableObject`, `Published` and the publishers.
@_exported public import Signals
