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
///
/// The state and the mutex share one allocation (a `ManagedBuffer`: the state is its header, the
/// mutex its elements), and `withLock` is inlinable, so a hot path specialised in a client pays
/// neither a second allocation nor a generic metadata look-up nor an exclusivity check.
@usableFromInline
package struct Locked<State>: @unchecked Sendable {
  // The buffer is the only storage; every access to the state holds its mutex.
  @usableFromInline let buffer: ManagedBuffer<State, MutexWord.Storage>

  @usableFromInline
  package init(_ initial: State) {
    buffer = LockedBuffer<State>
      .create(minimumCapacity: MutexWord.count) { buffer in
        buffer.withUnsafeMutablePointerToElements { MutexWord.initialize($0) }
        return initial
      }
  }

  /// Runs `body` with exclusive access to the state.
  @inlinable
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try buffer.withUnsafeMutablePointers { state, mutex in
      MutexWord.lock(mutex)
      defer { MutexWord.unlock(mutex) }
      return try body(&state.pointee)
    }
  }
}

/// Destroys the mutex with the buffer; the state, its header, is destroyed by `ManagedBuffer`.
private final class LockedBuffer<State>: ManagedBuffer<State, MutexWord.Storage> {
  deinit {
    withUnsafeMutablePointerToElements { MutexWord.destroy($0) }
  }
}

/// A pthread mutex stored as words, so that inlinable code need not name the C type.
@usableFromInline
package enum MutexWord {
  /// One word of a mutex's storage.
  @usableFromInline
  package typealias Storage = UInt64

  /// How many words hold a `pthread_mutex_t`.
  static let count = (MemoryLayout<pthread_mutex_t>.size + 7) / 8

  static func initialize(_ words: UnsafeMutablePointer<Storage>) {
    let mutex = UnsafeMutableRawPointer(words).bindMemory(to: pthread_mutex_t.self, capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let result = pthread_mutex_init(mutex, nil)
    precondition(result == 0, "Locked: pthread_mutex_init failed with \(result)")
  }

  static func destroy(_ words: UnsafeMutablePointer<Storage>) {
    let mutex = UnsafeMutableRawPointer(words).assumingMemoryBound(to: pthread_mutex_t.self)
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
  }

  @usableFromInline
  static func lock(_ words: UnsafeMutablePointer<Storage>) {
    pthread_mutex_lock(UnsafeMutableRawPointer(words).assumingMemoryBound(to: pthread_mutex_t.self))
  }

  @usableFromInline
  static func unlock(_ words: UnsafeMutablePointer<Storage>) {
    pthread_mutex_unlock(
      UnsafeMutableRawPointer(words).assumingMemoryBound(to: pthread_mutex_t.self)
    )
  }
}

/// The identity of the calling thread, used to tell a re-entrant call from a concurrent one.
@usableFromInline
package struct ThreadID: Equatable, Sendable {
  private let raw: pthread_t

  /// The calling thread.
  @usableFromInline
  package static var current: ThreadID { ThreadID(raw: pthread_self()) }

  @usableFromInline
  package static func == (lhs: ThreadID, rhs: ThreadID) -> Bool {
    pthread_equal(lhs.raw, rhs.raw) != 0
  }
}

extension ThreadID {
  /// The calling thread as a nonzero word whose three low bits are clear, so that an atomic word
  /// can hold a thread and three flags (see ``Subscribers/Sink``).
  @usableFromInline
  package static var currentWord: UInt {
    #if canImport(Glibc)
    let word = UInt(pthread_self())  // an address on glibc, as on Darwin and musl
    #else
    let word = UInt(bitPattern: pthread_self())
    #endif
    precondition(word != 0 && word & 7 == 0, "ThreadID: pthread_self() is not an aligned address")
    return word
  }
}
