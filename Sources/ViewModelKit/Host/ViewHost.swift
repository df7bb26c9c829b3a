public import Foundation

/// Runs a view tree headlessly: renders it, drives interactions, applies changes, and reports
/// which views recomputed and why.
///
/// The initializer renders the tree and applies the changes that appearing views make
/// (`onAppear`, an `onReceive` of a `CurrentValueSubject`), so a test starts from a settled screen.
/// Interactions flush by themselves; call ``flush()`` after code outside the views changed
/// something (a view model sent an event).
///
/// ```swift
/// @MainActor @Test func opensThePanel() throws {
///   let host = ViewHost(PanelScreen())
///   let report = try host.measure("panel-opened") { try host.tap("Details") }
///   #expect(report.description
///     == "panel-opened: isExpanded changed | recomputed DetailPanel local | skipped PanelScreen,StatusText")
/// }
/// ```
@MainActor
public final class ViewHost<Root: View> {
  let graph = ViewGraph()
  /// The graph's runtime (its virtual time and main-queue work), read at every frame.
  let runtime: HostRuntime
  let renderer: Renderer
  var frameIndex = 0
  /// The test scheduler this host's clock drives, with the scheduler time of host time zero.
  var drivenScheduler: (scheduler: TestScheduler, origin: TestScheduler.SchedulerTimeType)?
  /// Keeps the host's virtual time open while the host exists (see `ViewHost+Clock.swift`).
  let timeKeeper = HostTimeKeeper()

  /// The screen size the root is proposed (390×844 points by default).
  public let size: CGSize

  /// How many frames the virtual clock shows per second (60 by default).
  public let framesPerSecond: Int

  /// The device's safe-area insets (none by default; see ``DeviceSafeArea``).
  public let safeAreaInsets: EdgeInsets

  /// Renders `root` and applies the changes its appearance makes.
  ///
  /// - Parameters:
  ///   - root: The root view.
  ///   - size: The screen size.
  ///   - safeAreaInsets: The device's safe-area insets: its status bar and home indicator (see
  ///     ``DeviceSafeArea``). None by default, so the screen's edges are safe.
  ///   - framesPerSecond: The frame rate of the virtual clock.
  public init(
    _ root: Root,
    size: CGSize = CGSize(width: 390, height: 844),
    safeAreaInsets: EdgeInsets = EdgeInsets(),
    framesPerSecond: Int = 60
  ) {
    precondition(framesPerSecond > 0, "ViewHost(framesPerSecond:) must be positive")
    self.size = size
    self.framesPerSecond = framesPerSecond
    self.safeAreaInsets = safeAreaInsets
    runtime = graph.warnings.runtime
    renderer = Renderer(size: size)
    renderer.safeAreaInsets = safeAreaInsets
    let warnings = graph.warnings
    Diagnostics.fallback.withLock { $0.sink = warnings }
    var isInitial = true
    graph.didApplyPass = { [unowned graph, renderer] transaction in
      renderer.render(graph, transaction: transaction, isInitial: isInitial)
      isInitial = false
    }
    graph.frameDrivers.renderer = renderer
    timeKeeper.open(runtime)
    HostScreens.hostOpened(size: size, runtime: runtime)
    installEditModeScope()
    installPasteboard()
    if let lifetimes = graph.lifetimes {
      lifetimes.track(self, as: "ViewHost<\(Root.self)>")
      lifetimes.track(graph, as: "ViewGraph")
      lifetimes.track(renderer, as: "Renderer")
      lifetimes.track(runtime, as: "HostRuntime")
    }
    graph.mount(root)
    fireDueCompletions(renderer.tick(to: renderer.time))
    scheduleUpdatesOnTheMainQueue()
  }

  /// A released host closes: its views disappear, as a closed window's do (see ``close()``).
  isolated deinit {
    close()
  }

  /// Applies every pending change: state writes and `objectWillChange` signals made since the
  /// last flush, pass by pass.
  public func flush() {
    runDueMainWork()
    graph.flush()
    fireDueCompletions(renderer.takeDueCompletions())
  }

  /// Sets an environment value at the root, as a change named after its key.
  ///
  /// ```swift
  /// host.setEnvironment(\.colorScheme, .dark)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The value's key path.
  ///   - value: The value.
  public func setEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) {
    let name = EnvironmentValues.name(of: keyPath, writing: value)
    graph.setRootEnvironment({ $0[keyPath: keyPath] = value }, name: name)
    flush()
  }

  /// Every body evaluation since the host was created, with its cause and transaction.
  public var updates: [UpdateRecord] { graph.updates }

  /// What `_printChanges()` printed, in order.
  public var printedChanges: [String] { graph.printedChanges }

  /// The runtime warnings logged while this host rendered or ran interactions.
  public var warnings: [String] { graph.warnings.all }

  /// A text picture of the view graph: one line per view, indented by depth, with text, control
  /// values, the state of user views, the modifiers and explicit identities.
  ///
  /// ```swift
  /// print(host.treeDescription())
  /// // PanelScreen {isOn: false}
  /// //   VStack
  /// //     Toggle isOn: false
  /// //       Text "Enabled"
  /// ```
  ///
  /// - Returns: The snapshot.
  public func treeDescription() -> String {
    graph.onDeepStack { TreeSnapshot.text(of: graph) }
  }

  /// The resolved tree at the current time: frames, opacities, texts, running animations and
  /// leaving views.
  ///
  /// ```swift
  /// let width = host.snapshot().first("Rectangle")?.frame.width
  /// ```
  ///
  /// - Returns: The snapshot.
  public func snapshot() -> ViewSnapshot {
    graph.onDeepStack { Snapshots.snapshot(of: graph, renderer: renderer) }
  }

  /// Runs `change`, flushes, and reports which user-defined views recomputed and why.
  ///
  /// - Parameters:
  ///   - label: The report's label.
  ///   - change: The change: an interaction, or code that changes a view model.
  /// - Returns: The report.
  @discardableResult
  public func measure(_ label: String, _ change: () throws -> Void) rethrows -> ChangeReport {
    let firstUpdate = graph.updates.count
    let firstPass = graph.passNumber
    let topScreen = screenNodes().last.map { ObjectIdentifier($0.node) }
    try observingCompletions { try Diagnostics.$sink.withValue(graph.warnings) { try change() } }
    var report = ChangeReport(
      graph: graph,
      label: label,
      firstUpdate: firstUpdate,
      afterPass: firstPass
    )
    report.appeared = appearedScreen(since: topScreen)
    return report
  }

  /// Runs an interaction's action with this host's warning log, then flushes.
  func interact(_ action: () -> Void) {
    observingCompletions { Diagnostics.$sink.withValue(graph.warnings) { action() } }
  }

  /// Runs `body`, flushes, and fires at once the `withAnimation` completions whose transaction
  /// changed nothing (SwiftUI calls them right after the update).
  func observingCompletions(_ body: () throws -> Void) rethrows {
    let observed = Locked<[Transaction]>([])
    let observer: @Sendable (Transaction) -> Void = { transaction in
      observed.withLock { $0.append(transaction) }
    }
    try Transaction.$completionObserver.withValue(CompletionObserver(observer)) { try body() }
    flush()
    let completions = observed.withLock { $0 }.flatMap(\.animationCompletions)
    fireDueCompletions(renderer.unclaimedCompletions(completions))
  }
}
