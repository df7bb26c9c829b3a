/// The sleeps waiting on a host's virtual time: each is resumed when the host's time reaches its
/// deadline, in deadline order (ties in the order they began), and never earlier.
///
/// Sleeps may start on any thread; they are resumed by the host, outside the lock.
final class VirtualTimeline: Sendable {
  // Every mutable property lives in `state`; continuations are resumed outside the lock.
  private let state = Locked(State())

  /// How far past a deadline a frame may be and still be the frame the deadline is due at, so
  /// that rounding of frame times never moves a sleep one frame late.
  static let tolerance = Duration.nanoseconds(1)

  private struct State {
    var now = Duration.zero
    var sleepers: [Int: Sleeper] = [:]
    var cancelledEarly: Set<Int> = []
    var nextID = 0
    var isClosed = false
    /// How many sleeps began and how many ended, for the host's quiescence check.
    var began = 0
    var ended = 0
  }

  private struct Sleeper {
    let deadline: Duration
    let continuation: CheckedContinuation<Void, any Error>
  }

  /// The current virtual time, from the host's creation.
  var now: Duration { state.withLock { $0.now } }

  /// How many sleeps wait.
  var waitingCount: Int { state.withLock { $0.sleepers.count } }

  /// A number that changes whenever a sleep begins or ends.
  var activity: Int { state.withLock { $0.began &* 31 &+ $0.ended } }

  /// Suspends until the virtual time reaches `deadline`.
  ///
  /// - Throws: `CancellationError` when the task is cancelled or the host goes away first.
  func sleep(until deadline: Duration) async throws {
    let id = state.withLock { state -> Int in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome {
          case wait
          case resume
          case cancel
        }
        let outcome = state.withLock { state -> Outcome in
          state.began += 1
          if state.isClosed || state.cancelledEarly.remove(id) != nil {
            state.ended += 1
            return .cancel
          }
          guard deadline > state.now + Self.tolerance else {
            state.ended += 1
            return .resume
          }
          state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return .wait
        }
        switch outcome {
        case .wait: break
        case .resume: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let sleeper = state.sleepers.removeValue(forKey: id) else {
          state.cancelledEarly.insert(id)
          return nil
        }
        state.ended += 1
        return sleeper
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the time to `time` and resumes, in order, every sleep due by then.
  ///
  /// - Parameter time: The new time; a time before the current one leaves the time as it is.
  /// - Returns: How many sleeps were resumed.
  @discardableResult
  func advance(to time: Duration) -> Int {
    let due = state.withLock { state -> [Sleeper] in
      state.now = max(state.now, time)
      // Most frames have no sleep waiting.
      if state.sleepers.isEmpty { return [] }
      let limit = state.now + Self.tolerance
      let ids = state.sleepers.filter { $0.value.deadline <= limit }
        .sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
        .map(\.key)
      state.ended += ids.count
      return ids.compactMap { state.sleepers.removeValue(forKey: $0) }
    }
    for sleeper in due { sleeper.continuation.resume() }
    return due.count
  }

  /// Ends every waiting sleep with `CancellationError`, and every later one at once.
  func close() {
    let waiting = state.withLock { state -> [Sleeper] in
      state.isClosed = true
      defer { state.sleepers = [:] }
      state.ended += state.sleepers.count
      return Array(state.sleepers.values)
    }
    for sleeper in waiting { sleeper.continuation.resume(throwing: CancellationError()) }
  }
}
