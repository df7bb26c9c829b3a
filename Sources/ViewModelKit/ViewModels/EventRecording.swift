/// Where event channels report what they send, for ``FlowRecorder``s that are recording.
///
/// A recorder keeps the events sent inside its own calls (`run`, `sample`) or during its host's
/// work (an interaction, `measure`, a flush). Events sent from another thread go to the recorders
/// that ask for them (`includesEventsFromOtherThreads`); events sent on the main thread outside
/// any of these are not recorded. So tests running in parallel do not see each other's events.
enum EventRecording {
  private static let recorders = Locked<[WeakRecorder]>([])

  /// The store whose recorder is running code now.
  @TaskLocal static var scope: EventLogStore?

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
    let scope = scope
    let sink = Diagnostics.sink
    let sent = SentEvent(
      channel: channel,
      event: String(describing: event),
      animation: transaction.animation,
      isFromMainThread: MainQueue.isCurrent
    )
    for store in stores where store.accepts(scope: scope, sink: sink) { store.append(sent) }
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
  /// Whether it was sent on the main thread (`false` for an event sent on a background queue).
  public let isFromMainThread: Bool

  public var description: String {
    "\(channel) sent \(event)" + (animation.map { " with \($0)" } ?? " without animation")
      + (isFromMainThread ? "" : " from a background thread")
  }
}

/// A thread-safe list of sent events, each with the number of host updates before it.
final class EventLogStore: Sendable {
  /// An event or a note, and where it goes among the host's updates.
  struct Entry: Sendable {
    /// The event, or `nil` for a note.
    let event: SentEvent?
    /// A line of its own (a sampled value) when there is no event.
    let note: String?
    /// How many update records the host had when the event was sent (as last seen on the main
    /// thread, for an event from another thread).
    let updatesBefore: Int
  }

  private struct State {
    var entries: [Entry] = []
    var knownUpdates = 0
    var includesOtherThreads = false
  }

  // All mutable state lives in the `Locked` value.
  private let state = Locked(State())
  /// The warning log of the recorder's host: events sent during its work are the recorder's.
  let hostSink: WarningSink
  /// Reads the host's update count; called on the main thread only.
  private let updateCount: @MainActor @Sendable () -> Int

  init(hostSink: WarningSink, updateCount: @escaping @MainActor @Sendable () -> Int) {
    self.hostSink = hostSink
    self.updateCount = updateCount
  }

  var includesOtherThreads: Bool {
    get { state.withLock { $0.includesOtherThreads } }
    set { state.withLock { $0.includesOtherThreads = newValue } }
  }

  func accepts(scope: EventLogStore?, sink: WarningSink?) -> Bool {
    if let scope { return scope === self }
    if let sink { return sink === hostSink }
    return !MainQueue.isCurrent && includesOtherThreads
  }

  func append(_ event: SentEvent) {
    append(event: event, note: nil)
  }

  /// Appends a line of the recorder's own, such as a sampled value.
  func append(note: String) {
    append(event: nil, note: note)
  }

  private func append(event: SentEvent?, note: String?) {
    let count: Int? =
      MainQueue.isCurrent ? MainActor.assumeIsolated { updateCount() } : nil
    state.withLock { state in
      if let count { state.knownUpdates = count }
      state.entries.append(Entry(event: event, note: note, updatesBefore: state.knownUpdates))
    }
  }

  /// Notes the host's update count, seen on the main thread.
  @MainActor func noteUpdates() {
    let count = updateCount()
    state.withLock { $0.knownUpdates = count }
  }

  var all: [Entry] { state.withLock { $0.entries } }
}
