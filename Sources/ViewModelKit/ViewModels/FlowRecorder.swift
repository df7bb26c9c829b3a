import Foundation

/// Records one run of a view-model-to-view flow on a ``ViewHost``: the events view models sent
/// and their animations, the updates the views made with causes and transactions, and animated
/// values over time, as plain values and as a readable ``transcript``.
///
/// It needs neither Swift Testing nor XCTest: compare the transcript with the one you expect and
/// get a line diff back when they differ.
///
/// ```swift
/// let host = ViewHost(ContentView())
/// let recorder = FlowRecorder(host)
/// try host.tap("Collapse")
/// recorder.sample("width", advancingBy: 0.05) { $0.first("Rectangle")?.frame.width }
/// #expect(recorder.mismatch(expected: """
///   send RectangleViewModel.events: collapse, animation BezierAnimation(…)
///   pass 2, animation BezierAnimation(…): width changed → RectangleView observed
///   …
///   """) == nil)
/// ```
///
/// Events of an ``EventChannel`` are recorded by themselves when they are sent during the host's
/// work (a tap, `measure`, a flush) or inside the recorder's own calls (``run(_:)``,
/// ``sample(_:advancingBy:_:)``); see ``includesEventsFromOtherThreads`` for events sent on other
/// threads. Values of any other publisher (a seed's
/// `PassthroughSubject`) are recorded once you ``observe(_:as:)`` it.
@MainActor
public final class FlowRecorder<Root: View> {
  /// The host whose run is recorded.
  public let host: ViewHost<Root>
  let store: EventLogStore
  /// The host's update count when recording started.
  let firstUpdate: Int
  /// The host's warning count when recording started.
  let firstWarning: Int
  private var observations: [AnyCancellable] = []

  /// Starts recording what happens on `host` from now on.
  ///
  /// ```swift
  /// let recorder = FlowRecorder(ViewHost(ContentView()))
  /// try recorder.host.tap("Collapse")
  /// ```
  ///
  /// - Parameters:
  ///   - host: The host.
  ///   - includingEventsFromOtherThreads: Whether to record channel events sent on other threads
  ///     as well; see ``includesEventsFromOtherThreads``.
  public init(_ host: ViewHost<Root>, includingEventsFromOtherThreads: Bool = false) {
    self.host = host
    host.flush()
    let graph = host.graph
    store = EventLogStore(hostSink: graph.warnings) { [weak graph] in graph?.updates.count ?? 0 }
    store.includesOtherThreads = includingEventsFromOtherThreads
    store.noteUpdates()
    firstUpdate = graph.updates.count
    firstWarning = graph.warnings.all.count
    EventRecording.add(store)
  }

  /// Whether channel events sent on other threads are recorded too.
  ///
  /// ```swift
  /// recorder.includesEventsFromOtherThreads = true
  /// DispatchQueue.global().async { channel.send(.collapse, animation: .spring) }
  /// ```
  ///
  /// Off by default: such an event cannot tell which host it is for, and every recorder that
  /// includes them records it, so tests that run in parallel would see each other's events. Turn
  /// it on in a test that sends from another queue, and keep such tests in a serialized suite.
  /// (Channel events sent on the main thread outside the host's work are recorded inside
  /// ``run(_:)`` only.)
  public var includesEventsFromOtherThreads: Bool {
    get { store.includesOtherThreads }
    set { store.includesOtherThreads = newValue }
  }

  /// The channel events and observed values recorded so far, in order.
  ///
  /// ```swift
  /// recorder.events.map(\.event)  // ["collapse", "expand"]
  /// ```
  public var events: [SentEvent] { store.all.compactMap(\.event) }

  /// The host's body evaluations since recording started, with causes and transactions.
  ///
  /// ```swift
  /// recorder.updates.filter(\.isUserDefined).map(\.view)  // ["RectangleView"]
  /// ```
  public var updates: [UpdateRecord] { Array(host.updates.dropFirst(firstUpdate)) }

  /// The runtime warnings the host logged since recording started.
  ///
  /// ```swift
  /// #expect(recorder.warnings.isEmpty)
  /// ```
  public var warnings: [String] { Array(host.warnings.dropFirst(firstWarning)) }

  /// Records every value `publisher` sends, under `name`, with the animation current where it
  /// was sent.
  ///
  /// Use it for events that do not go through an ``EventChannel``, such as the subjects of the
  /// View Callback pattern.
  ///
  /// ```swift
  /// recorder.observe(model.rectangleViewModel.collapseSubject, as: "collapseSubject")
  /// ```
  ///
  /// - Parameters:
  ///   - publisher: The publisher; the recorder subscribes to it until it is released.
  ///   - name: How the transcript names it.
  public func observe<P: Publisher>(_ publisher: P, as name: String) where P.Failure == Never {
    let observation = publisher.sink(receiveValue: Self.recorder(into: store, name: name))
    observations.append(observation)
  }

  /// Advances the host by `seconds`, frame by frame, and records a value of the snapshot at the
  /// current frame and after each frame.
  ///
  /// ```swift
  /// recorder.sample("width", advancingBy: 0.1) { $0.first("Rectangle")?.frame.width }
  /// // frame 0 (0.000 s): width 390.0 … frame 6 (0.100 s): width 356.4
  /// ```
  ///
  /// Numbers are written with one decimal, `nil` as `nil`. Channel events sent while the host
  /// advances (a debounce fired by a driven `TestScheduler`) are recorded.
  ///
  /// - Parameters:
  ///   - label: How the transcript names the value.
  ///   - seconds: How long to advance, rounded to whole frames.
  ///   - value: Reads the value from a snapshot.
  /// - Returns: The values, the current frame's first.
  @discardableResult
  public func sample<Value>(
    _ label: String = "value",
    advancingBy seconds: Double,
    _ value: (ViewSnapshot) -> Value
  ) -> [Value] {
    EventRecording.$scope.withValue(store) {
      host.flush()
      var values: [Value] = []
      let frames = Int((max(0, seconds) * Double(host.framesPerSecond)).rounded())
      for index in 0...frames {
        if index > 0 { host.advance(frames: 1) }
        let sampled = value(host.snapshot())
        values.append(sampled)
        store.noteUpdates()
        let time = String(format: "%.3f", host.time)
        let text = "frame \(host.frameIndex) (\(time) s): \(label) \(Self.describe(sampled))"
        store.append(note: text)
      }
      return values
    }
  }

  /// Runs `body` as part of the recording: channel events it sends are recorded even when it
  /// is not an interaction with the host; then flushes the host.
  ///
  /// ```swift
  /// recorder.run { model.rectangleViewModel.collapseView() }
  /// ```
  ///
  /// - Parameter body: Code that changes view models.
  public func run(_ body: () throws -> Void) rethrows {
    try EventRecording.$scope.withValue(store) {
      try host.measure("run", body)
    }
  }

  /// Records a value in the store; not isolated, as values may come on any thread.
  private nonisolated static func recorder<Value>(
    into store: EventLogStore,
    name: String
  ) -> (Value) -> Void {
    { value in
      store.append(
        SentEvent(
          channel: name,
          event: String(describing: value),
          animation: Transaction.current.animation,
          isFromMainThread: MainQueue.isCurrent
        )
      )
    }
  }

  /// Describes a sampled value: numbers with one decimal, optionals unwrapped.
  static func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { describe($0.value) } ?? "nil"
    }
    if let number = value as? Double { return String(format: "%.1f", number) }
    if let number = value as? CGFloat { return String(format: "%.1f", Double(number)) }
    return String(describing: value)
  }
}
