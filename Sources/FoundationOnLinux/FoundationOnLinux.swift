// What Apple's Foundation has and Linux's lacks, for app files that import only Foundation.
//
// The `Combine` module re-exports this one, so the README's recipe (`-import-module Combine` in
// every file of an app target on Linux) shows it to those files, as it shows `ObservableObject`.
// Everything here is Linux only: on Apple's platforms this module is empty and Foundation's own
// types are used.
#if !canImport(Darwin)
@_exported public import Foundation
#endif
