/// What the screens of one ``NavigationStack`` share: the destinations declared in them, and
/// how to push and pop.
///
/// The stack keeps it in its state (one object for the stack's identity) and refreshes its
/// closures on each update, so the environment value that carries it stays equal.
@MainActor
final class NavigationModel {
  /// A view pushed by a view rather than by a value (`NavigationLink(destination:)`,
  /// `navigationDestination(isPresented:)`, `isActive:`), above the path's screens.
  struct PushedView {
    let id: Int
    let view: AnyView
    /// Writes the pushing binding back when the screen is popped.
    let onPop: (() -> Void)?
  }

  /// The destinations by value type, each with the node that declared it (newest last).
  private var destinations: [ObjectIdentifier: [(owner: Int, make: (AnyHashable) -> AnyView?)]] =
    [:]
  /// Path values that had no destination when the stack last showed them.
  var unresolved: [AnyHashable] = []
  var warnedUnresolved = Set<String>()

  // Refreshed by the stack on every update.
  var readPath: () -> [AnyHashable] = { [] }
  var writePath: ([AnyHashable]) -> Void = { _ in }
  var appendToPath: (AnyHashable) -> Void = { _ in }
  var pushedViews: [PushedView] = []
  var writePushedViews: ([PushedView]) -> Void = { _ in }
  var refresh: () -> Void = {}
  /// The screens' dismiss targets, by depth.
  var dismissTargets: [ScreenDismissTarget] = []
  /// The screens' nodes, by depth, for their titles (see `NavigationModel+BackButton.swift`).
  var screenNodes: [WeakScreenNode] = []
  /// The labels the stack last gave its screens' back buttons (`nil` for the root).
  var backLabels: [String?] = []
  /// Whether a check of the back buttons' labels is waiting for the end of the pass.
  var isCheckingBackLabels = false

  /// The number of screens above the root.
  var depth: Int { readPath().count + pushedViews.count }

  // MARK: Destinations

  func register(_ type: Any.Type, owner: Int, make: @escaping (AnyHashable) -> AnyView?) {
    let key = ObjectIdentifier(type)
    var list = destinations[key] ?? []
    let isNew = list.isEmpty
    list.removeAll { $0.owner == owner }
    list.append((owner, make))
    destinations[key] = list
    if isNew, unresolved.contains(where: { Swift.type(of: $0.base) == type }) { refresh() }
  }

  /// The type names of the unresolved values that still have no destination.
  func stillUnresolved() -> [String] {
    var names: [String] = []
    for value in unresolved where !hasDestination(for: value) {
      let name = String(reflecting: Swift.type(of: value.base))
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  func unregister(owner: Int) {
    for key in destinations.keys {
      destinations[key]?.removeAll { $0.owner == owner }
      if destinations[key]?.isEmpty == true { destinations[key] = nil }
    }
  }

  /// The destination for a value: the first declaration for its type (SwiftUI leaves which of
  /// two wins unspecified; here the one declared closest to the root).
  func destination(for value: AnyHashable) -> AnyView? {
    destinations[ObjectIdentifier(type(of: value.base))]?.first?.make(value)
  }

  func hasDestination(for value: AnyHashable) -> Bool {
    destinations[ObjectIdentifier(type(of: value.base))]?.isEmpty == false
  }

  // MARK: Pushing and popping

  /// Pushes a link's value, or warns as SwiftUI does when no destination takes its type.
  func push(_ value: AnyHashable) {
    guard hasDestination(for: value) else {
      Diagnostics.warn(
        "A NavigationLink is presenting a value of type “\(String(reflecting: type(of: value.base)))” "
          + "but there is no matching navigationDestination declaration visible from the "
          + "location of the link. The link cannot be activated."
      )
      return
    }
    appendToPath(value)
  }

  func pushView(id: Int, view: AnyView, onPop: (() -> Void)?) {
    guard !pushedViews.contains(where: { $0.id == id }) else { return }
    writePushedViews(pushedViews + [PushedView(id: id, view: view, onPop: onPop)])
  }

  /// Removes a view-pushed screen whose binding went back (no write-back).
  func removePushedView(id: Int) {
    guard pushedViews.contains(where: { $0.id == id }) else { return }
    writePushedViews(pushedViews.filter { $0.id != id })
  }

  /// Keeps the root and the first `count` screens above it, popping the others: view-pushed
  /// screens first (writing their bindings back), then path values.
  func pop(keeping count: Int) {
    let path = readPath()
    let keptViews = max(0, count - path.count)
    if keptViews < pushedViews.count {
      let popped = pushedViews[keptViews...]
      writePushedViews(Array(pushedViews.prefix(keptViews)))
      for screen in popped.reversed() { screen.onPop?() }
    }
    if count < path.count { writePath(Array(path.prefix(count))) }
  }
}

/// Pops one screen of a stack: the ``DismissAction`` of a pushed screen.
///
/// The model keeps one per depth (``NavigationModel/dismissTarget(at:)``), so that a screen's
/// environment stays equal from update to update and a push does not revisit covered screens.
final class ScreenDismissTarget: DismissTarget {
  weak var model: NavigationModel?
  let index: Int

  init(model: NavigationModel, index: Int) {
    self.model = model
    self.index = index
  }

  override func dismiss() {
    model?.popAnimated(keeping: index - 1)
  }
}

extension NavigationModel {
  /// The dismiss target of the screen at `index` (0 for the root).
  func dismissTarget(at index: Int) -> ScreenDismissTarget {
    while dismissTargets.count <= index {
      dismissTargets.append(ScreenDismissTarget(model: self, index: dismissTargets.count))
    }
    return dismissTargets[index]
  }
}

private struct NavigationModelKey: EnvironmentKey {
  static var defaultValue: NavigationModel? { nil }
}

extension EnvironmentValues {
  /// The stack the view is in.
  var _navigationModel: NavigationModel? {
    get { self[NavigationModelKey.self] }
    set { self[NavigationModelKey.self] = newValue }
  }
}
