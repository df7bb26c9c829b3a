extension ViewHost {
  /// Taps the button, or the view with `onTapGesture`, that shows `label`, then flushes.
  ///
  /// A target matches when a `Text` in it shows exactly `label`; when a matching target contains
  /// another, the innermost is tapped.
  ///
  /// ```swift
  /// try host.tap("Details")
  /// ```
  ///
  /// - Parameter label: The text the target shows.
  /// - Throws: ``ViewHostError`` when nothing or several targets match, or the target is disabled.
  public func tap(_ label: String) throws {
    let target = try findTarget("button or tap target", label: label) { node in
      node.view is any TappableControl || node.primitiveModifier is _TapGestureModifier
    }
    interact {
      if let button = target.view as? any TappableControl {
        button.performTap()
      } else if let gesture = target.primitiveModifier as? _TapGestureModifier {
        gesture.action()
      }
    }
  }

  /// Switches the toggle titled `label`, then flushes.
  ///
  /// ```swift
  /// try host.toggle("Enabled")
  /// ```
  ///
  /// - Parameter label: The toggle's title.
  /// - Throws: ``ViewHostError`` when nothing or several toggles match, or it is disabled.
  public func toggle(_ label: String) throws {
    let target = try findTarget("toggle", label: label) { $0.view is any ToggleControl }
    guard let toggle = target.view as? any ToggleControl else { return }
    interact { toggle.isOnBinding.wrappedValue.toggle() }
  }

  /// Replaces the text of the text field titled `label`, then flushes.
  ///
  /// ```swift
  /// try host.type("Ada", into: "Name")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The new text.
  ///   - label: The field's title.
  /// - Throws: ``ViewHostError`` when nothing or several fields match, or it is disabled.
  public func type(_ text: String, into label: String) throws {
    let target = try findTarget("text field", label: label) { $0.view is any TextInputControl }
    guard let field = target.view as? any TextInputControl else { return }
    interact { field.textBinding.wrappedValue = text }
  }

  /// Adds one step to the stepper titled `label`, then flushes.
  ///
  /// ```swift
  /// try host.increment("Quantity")
  /// ```
  ///
  /// - Parameter label: The stepper's title.
  /// - Throws: ``ViewHostError`` when nothing or several steppers match, or it is disabled.
  public func increment(_ label: String) throws {
    try step(label, up: true)
  }

  /// Removes one step from the stepper titled `label`, then flushes.
  ///
  /// - Parameter label: The stepper's title.
  /// - Throws: ``ViewHostError`` when nothing or several steppers match, or it is disabled.
  public func decrement(_ label: String) throws {
    try step(label, up: false)
  }

  private func step(_ label: String, up: Bool) throws {
    let target = try findTarget("stepper", label: label) { $0.view is any StepperControl }
    guard let stepper = target.view as? any StepperControl else { return }
    interact { stepper.step(up: up) }
  }

  private func findTarget(
    _ control: String,
    label: String,
    where isTarget: (ViewNode) -> Bool
  ) throws -> ViewNode {
    let targets = graph.liveNodes().filter { isTarget($0) && !$0.isHiddenByLayout }
    let labelled = targets.filter { $0.texts().contains(label) }
    let matches = labelled.filter { candidate in
      !labelled.contains { $0 !== candidate && $0.isDescendant(of: candidate) }
    }
    guard let match = matches.first else {
      let candidates = targets.flatMap { $0.texts() }
      throw ViewHostError.noMatch(control: control, label: label, candidates: candidates)
    }
    guard matches.count == 1 else {
      throw ViewHostError.ambiguous(control: control, label: label, matches: matches.map(\.path))
    }
    guard match.environment.isEnabled else {
      throw ViewHostError.disabled(control: control, label: label)
    }
    return match
  }
}

extension ViewGraph {
  /// The nodes on screen, in tree order (pre-order).
  func liveNodes() -> [ViewNode] {
    var result: [ViewNode] = []
    func visit(_ node: ViewNode) {
      guard !node.isRemoved else { return }
      result.append(node)
      for child in node.children { visit(child) }
    }
    if let root { visit(root) }
    return result
  }
}

extension ViewNode {
  /// The texts shown in this subtree, in tree order.
  func texts() -> [String] {
    var result: [String] = []
    if let text = view as? any TextContent { result.append(text.textContent) }
    for child in children where !child.isRemoved { result += child.texts() }
    return result
  }

  func isDescendant(of ancestor: ViewNode) -> Bool {
    var node = parent
    while let current = node {
      if current === ancestor { return true }
      node = current.parent
    }
    return false
  }
}
