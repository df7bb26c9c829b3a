// ViewModelKit makes visible what `import SwiftUI` does on Apple platforms: Foundation (`Date`,
// `UUID`, `URL`, `CGFloat`, `CGPoint`, `CGRect` …), Observation (`@Observable`,
// `withObservationTracking`) and Signals, as SwiftUI re-exports Combine. A file that says
// `import ViewModelKit` sees `ObservableObject`, `Published` and the publishers too.
@_exported public import Foundation
@_exported public import Observation
@_exported public import Signals
// On Linux, URLSession and its types live in FoundationNetworking, which Apple's Foundation needs
// no import for; HostedNetworking re-exports it with a URLSession a host answers.
#if canImport(FoundationNetworking)
@_exported public import HostedNetworking
#endif
