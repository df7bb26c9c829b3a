import Signals

/// Weak references to what hosts create — the host, its graph and renderer, every view node, every
/// piece of view state and the objects views own — so that a test can prove all of it is released
/// once the hosts go away.
///
/// Hosts created while a tracker is bound (`LifetimeTracker.$current.withValue(tracker) { … }`)
/// report to it; other hosts cost nothing more than one optional check per node.
///
/// ```swift
/// let tracker = LifetimeTracker()
/// try await LifetimeTracker.$current.withValue(tracker) { try await scenario.run(narration) }
/// #expect(tracker.survivors.isEmpty)
/// ```
package final class LifetimeTracker: Sendable {
  /// The tracker that hosts created now report to.
  @TaskLocal package static var current: LifetimeTracker?

  private struct Entry: @unchecked Sendable {
    weak var object: AnyObject?
    let name: String
  }

  private let entries = Locked<[Entry]>([])

  package init() {}

  /// Keeps a weak reference to `object`, named for the report.
  package func track(_ object: AnyObject, as name: String) {
    entries.withLock { $0.append(Entry(object: object, name: name)) }
  }

  /// How many objects were tracked.
  package var trackedCount: Int { entries.withLock { $0.count } }

  /// The names of the tracked objects that are still alive.
  package var survivors: [String] {
    entries.withLock { entries in entries.compactMap { $0.object == nil ? nil : $0.name } }
  }
}
