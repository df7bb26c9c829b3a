import Dispatch
import Foundation

/// Tells whether code runs on the main queue, where the main actor runs.
///
/// `Thread.isMainThread` is not enough: test runners may serve the main actor's queue from
/// another thread. A queue-specific value marks the main queue itself.
enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()

  private static let marked: Void = {
    DispatchQueue.main.setSpecific(key: key, value: true)
  }()

  /// Whether the caller runs on the main queue (and so on the main actor).
  static var isCurrent: Bool {
    _ = marked
    return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}
