#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The module's only lock: a pthread mutex guarding one `State` value.
///
/// A pthread mutex (rather than `Synchronization.Mutex`) keeps the thread sanitizer able to see
/// every acquire and release. `body` must never call out to a subscriber, a closure supplied by a
/// user, or another lock.
package final class Locked<State>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var state: State

  package init(_ initial: State) {
    state = initial
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let result = pthread_mutex_init(mutex, nil)
    precondition(result == 0, "Locked: pthread_mutex_init failed with \(result)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the state.
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}

/// The identity of the calling thread, used to tell a re-entrant call from a concurrent one.
package struct ThreadID: Equatable, Sendable {
  private let raw: pthread_t

  /// The calling thread.
  package static var current: ThreadID { ThreadID(raw: pthread_self()) }

  package static func == (lhs: ThreadID, rhs: ThreadID) -> Bool {
    pthread_equal(lhs.raw, rhs.raw) != 0
  }
}
