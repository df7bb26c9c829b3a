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

  /// The screen size the root is proposed (390×844 points by default).
  public let size: CGSize

  /// Renders `root` and applies the changes its appearance makes.
  ///
  /// - Parameters:
  ///   - root: The root view.
  ///   - size: The screen size.
  public init(_ root: Root, size: CGSize = CGSize(width: 390, height: 844)) {
    self.size = size
    graph.mount(root)
  }

  /// Applies every pending change: state writes and `objectWillChange` signals made since the
  /// last flush, pass by pass.
  public func flush() {
    graph.flush()
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
    graph.setRootEnvironment({ $0[keyPath: keyPath] = value }, name: TypeNames.keyPathName(keyPath))
    flush()
  }

  /// Every body evaluation since the host was created, with its cause and transaction.
  public var updates: [UpdateRecord] { graph.updates }

  /// What `_printChanges()` printed, in order.
  public var printedChanges: [String] { graph.printedChanges }

  /// The runtime warnings logged while this host rendered or ran interactions.
  public var warnings: [String] { graph.warnings.all }

  /// A text picture of the tree: one line per view, indented by depth, with text, control
  /// values, the state of user views and the modifiers.
  ///
  /// ```swift
  /// print(host.snapshot())
  /// // PanelScreen {isOn: false}
  /// //   VStack
  /// //     Toggle isOn: false
  /// //       Text "Enabled"
  /// ```
  ///
  /// - Returns: The snapshot.
  public func snapshot() -> String {
    TreeSnapshot.text(of: graph)
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
    try Diagnostics.$sink.withValue(graph.warnings) { try change() }
    flush()
    return ChangeReport(graph: graph, label: label, firstUpdate: firstUpdate, afterPass: firstPass)
  }

  /// Runs an interaction's action with this host's warning log, then flushes.
  func interact(_ action: () -> Void) {
    Diagnostics.$sink.withValue(graph.warnings) { action() }
    flush()
  }
}
