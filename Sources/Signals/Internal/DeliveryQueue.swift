/// Serialises the calls out to one subscriber without holding a lock while calling out.
///
/// The first thread to submit an event becomes the owner and processes it, then every event other
/// threads submitted meanwhile, in order, before it gives ownership up. A submission from the
/// owner itself (a send from inside the subscriber's own `receive`) is processed at once,
/// depth-first, as in Combine. A submission from another thread while one is owning is queued and
/// returns at once; that is why two subjects sending to each other from two threads cannot
/// deadlock.
package final class DeliveryQueue<Event>: @unchecked Sendable {
  // Every mutable property lives in `state`; events are processed outside the lock.
  private let state = Locked(State())

  private struct State {
    var owner: ThreadID?
    var queued: [Event] = []
    var head = 0

    mutating func dequeue() -> Event? {
      guard head < queued.count else {
        owner = nil
        queued.removeAll(keepingCapacity: queued.count <= 64)
        head = 0
        return nil
      }
      defer { head += 1 }
      return queued[head]
    }
  }

  private enum Turn {
    case owner
    case reentrant
    case queued
  }

  package init() {}

  /// Processes `event` now, or queues it for the thread that is processing.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - process: What to do with an event; must be the same for every submission to this queue,
  ///     since the owning thread processes the events that other threads queued.
  package func submit(_ event: Event, _ process: (Event) -> Void) {
    let thread = ThreadID.current
    let turn = state.withLock { state -> Turn in
      guard let owner = state.owner else {
        state.owner = thread
        return .owner
      }
      if owner == thread { return .reentrant }
      state.queued.append(event)
      return .queued
    }
    switch turn {
    case .queued:
      return
    case .reentrant:
      process(event)
    case .owner:
      process(event)
      while let next = state.withLock({ $0.dequeue() }) {
        process(next)
      }
    }
  }
}
