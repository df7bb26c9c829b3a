/// Choosing tabs, as a person taps the tab bar.
extension ViewHost {
  /// Selects the tab whose tab-bar item shows `label` (its title, its symbol's name, or an
  /// accessibility label), as a tap on the item does, then flushes.
  ///
  /// ```swift
  /// try host.select(tab: "Settings")
  /// ```
  ///
  /// - Parameter label: The tab's title, symbol name, or accessibility label.
  /// - Throws: ``ViewHostError`` when no tab (or several) shows `label`; the candidates are the
  ///   tab bars' items.
  public func select(tab label: String) throws {
    let item = try findTarget("tab", action: "select", label: label) { node in
      node.view is any TappableControl && node.isInTabBar
    }
    guard let control = item.view as? any TappableControl else { return }
    interact { control.performTap(in: item.environment) }
  }
}

extension ViewNode {
  /// Whether this node is part of a `TabView`'s tab bar.
  fileprivate var isInTabBar: Bool {
    var node = parent
    while let current = node {
      if current.view is _TabBar { return true }
      node = current.parent
    }
    return false
  }
}
