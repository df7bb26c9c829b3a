/// Where event channels report what they send, for ``FlowRecorder``s that are recording.
enum EventRecording {
  private static let recorders = Locked<[WeakRecorder]>([])

  struct WeakRecorder {
    weak var recorder: EventLogStore?
  }

  static func add(_ store: EventLogStore) {
    recorders.withLock { $0.append(WeakRecorder(recorder: store)) }
  }

  static func record<Event>(channel: String, event: Event, transaction: Transaction) {
    let stores = recorders.withLock { recorders -> [EventLogStore] in
      recorders.removeAll { $0.recorder == nil }
      return recorders.compactMap(\.recorder)
    }
    guard !stores.isEmpty else { return }
    let sent = SentEvent(
      channel: channel,
      event: String(describing: event),
      animation: transaction.animation
    )
    for store in stores { store.append(sent) }
  }
}

/// One event a channel sent, as a recorder keeps it.
///
/// ```swift
/// recorder.events.first  // SentEvent(channel: "RectangleViewModel.events", event: "collapse", …)
/// ```
public struct SentEvent: Sendable, Equatable, CustomStringConvertible {
  /// The channel's name.
  public let channel: String
  /// The event, described.
  public let event: String
  /// The animation its transaction carried, if any.
  public let animation: Animation?

  public var description: String {
    "\(channel) sent \(event)" + (animation.map { " with \($0)" } ?? " without animation")
  }
}

/// A thread-safe list of sent events.
final class EventLogStore: Sendable {
  // All mutable state lives in the `Locked` value.
  private let events = Locked<[SentEvent]>([])

  func append(_ event: SentEvent) {
    events.withLock { $0.append(event) }
  }

  var all: [SentEvent] { events.withLock { $0 } }
}
