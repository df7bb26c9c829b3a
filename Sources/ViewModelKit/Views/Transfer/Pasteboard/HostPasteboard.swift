/// The pasteboard of a ``ViewHost``: what a `PasteButton` on its screen pastes.
///
/// ```swift
/// host.pasteboard.setItems(["Milk", "Eggs"])
/// #expect(host.pasteboard.contentTypes == [[.utf8PlainText], [.utf8PlainText]])
/// ```
///
/// Each host has its own, empty at first, so tests running side by side do not share one.
@MainActor
public final class HostPasteboard {
  /// The items, each as the representations it exports.
  private(set) var items: [DragOffer] = []

  /// How many times the contents changed, as `UIPasteboard.changeCount` counts.
  public private(set) var changeCount = 0

  init() {}

  /// Replaces the contents with `items`, as copying them does.
  ///
  /// - Parameter items: The items, each exported through its type's representations when pasted.
  public func setItems<T: Transferable>(_ items: [T]) {
    self.items = items.map(DragOffer.init)
    changeCount += 1
  }

  /// Empties the pasteboard.
  public func clear() {
    items = []
    changeCount += 1
  }

  /// Each item's exported content types, most preferred first.
  public var contentTypes: [[UTType]] {
    items.map { $0.representations.map(\.contentType) }
  }
}

private struct HostPasteboardKey: EnvironmentKey {
  static var defaultValue: HostPasteboard? { nil }
}

extension EnvironmentValues {
  /// The pasteboard of the host the view is in.
  var hostPasteboard: HostPasteboard? {
    get { self[HostPasteboardKey.self] }
    set { self[HostPasteboardKey.self] = newValue }
  }
}
