import AllocatorStatistics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The least a thread-safe subject must do per send: take a lock and call one stored closure.
final class LockedCall: @unchecked Sendable {
  // `mutex` guards nothing but the call, as a subject's lock guards its subscriber list.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let body: (Int) -> Void

  init(_ body: @escaping (Int) -> Void) {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    self.body = body
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Calls the closure with the lock held.
  @inline(never)
  func call(_ value: Int) {
    pthread_mutex_lock(mutex)
    body(value)
    pthread_mutex_unlock(mutex)
  }

  /// Calls three closures in a row under one lock, as a three-operator chain at least must.
  @inline(never)
  func chain(
    _ value: Int,
    _ first: (Int) -> Int,
    _ second: (Int) -> Bool,
    _ third: (Int) -> Int
  ) {
    pthread_mutex_lock(mutex)
    let mapped = first(value)
    if second(mapped) { body(third(mapped)) }
    pthread_mutex_unlock(mutex)
  }
}

/// A counter the closures of a workload add to; a class, as a sink's captured state would be.
final class Counter {
  var total = 0
}

/// Makes a closure the optimiser cannot see through, as a subscriber's closure is to a subject.
@inline(never)
func opaqueAdder(_ counter: Counter) -> (Int) -> Void {
  { counter.total &+= $0 }
}

/// Bytes currently allocated with `malloc` by this process, from the allocator's statistics.
func allocatedBytes() -> Int {
  Int(allocator_statistics_allocated_bytes())
}
