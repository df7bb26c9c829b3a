/// Refreshes the content of a view: the action of `refreshable(action:)`, read from the
/// environment.
///
/// ```swift
/// struct ReloadButton: View {
///   @Environment(\.refresh) private var refresh
///   var body: some View {
///     Button("Reload") { Task { await refresh?() } }
///   }
/// }
/// ```
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh and waits for it to finish.
  public func callAsFunction() async {
    await action()
  }
}

extension EnvironmentValues {
  /// The refresh action of this subtree, `nil` when no `refreshable` sets one.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

private struct RefreshKey: EnvironmentKey {
  static let defaultValue: RefreshAction? = nil
}

extension View {
  /// Lets the lists and scroll views in this view be refreshed (pulled down); the action runs
  /// until it returns.
  ///
  /// A ``ViewHost`` pulls with ``ViewHost/refresh(_:)``, which runs the action on the main actor
  /// and returns when it has finished.
  ///
  /// ```swift
  /// List(model.items) { Text($0.title) }
  ///   .refreshable { await model.reload() }
  /// ```
  ///
  /// - Parameter action: The refresh.
  /// - Returns: The view, refreshable.
  public func refreshable(
    action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<RefreshAction?>> {
    environment(\.refresh, RefreshAction(action: action))
  }
}
