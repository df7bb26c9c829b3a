#if !canImport(Darwin)
public import Foundation

extension Timer {
  /// A timer that is not scheduled, so it never fires: what `Timer()` gives on Apple's
  /// platforms (`NSObject`'s initialiser), for a property that a later
  /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` replaces.
  ///
  /// ```swift
  /// final class Countdown: ObservableObject {
  ///   @Published var remaining = 20
  ///   private var timer = Timer()
  ///
  ///   func start() {
  ///     timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
  ///       self?.remaining -= 1
  ///     }
  ///   }
  ///   func stop() { timer.invalidate() }
  /// }
  /// ```
  ///
  /// Linux's Foundation has no `Timer()`: its `Timer` does not inherit `NSObject`'s `init()`.
  /// This initialiser (Linux only) makes the same call compile; its parameter is never written.
  /// The timer is valid until `invalidate()`, and adding it to a run loop would fire it once,
  /// at once, doing nothing. Linux's Foundation never frees a timer that has not fired, so each
  /// placeholder keeps a few hundred bytes for the life of the process.
  ///
  /// - Parameter unscheduled: Nothing; the call is `Timer()`.
  public convenience init(_ unscheduled: Void = ()) {
    self.init(timeInterval: 0, repeats: false) { _ in }
  }
}
#endif
