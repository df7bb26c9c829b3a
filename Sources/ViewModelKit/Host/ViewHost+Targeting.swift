/// How a ``ViewHost`` finds what a person would operate: by the text it shows, its
/// accessibility label or identifier, or its image's name.
extension ViewHost {
  /// The one live node of a kind that `label` names, innermost first; enabled, unless
  /// `allowsDisabled`.
  ///
  /// A target is named by the texts, images and accessibility labels and identifiers in its
  /// subtree, and by the accessibility labels and identifiers of the modifiers around it (a
  /// ``LabelledControl`` by its label's texts instead of its subtree's). When a named target
  /// contains another, the innermost wins; when a target in the content and the navigation
  /// bar's back button are both named, the content's wins. A bar's title is never a target nor
  /// a name of a target around it.
  ///
  /// With a `position`, the match at that position (from 0, in tree order) is taken instead,
  /// the back button counted. Only the nodes of the current query's view are looked at.
  func findTarget(
    _ control: String,
    action: String,
    label: String,
    position: Int? = nil,
    where isTarget: (ViewNode) -> Bool
  ) throws -> ViewNode {
    if let refusal = graph.depthRefusal { throw refusal }
    return try graph.onDeepStack { () throws -> ViewNode in
      try findTarget(
        in: reachableNodes(),
        control,
        action: action,
        label: label,
        position: position,
        where: isTarget
      )
    }
  }

  private func findTarget(
    in nodes: [ViewNode],
    _ control: String,
    action: String,
    label: String,
    position: Int?,
    where isTarget: (ViewNode) -> Bool
  ) throws -> ViewNode {
    let targets = nodes.filter { isTarget($0) && !$0.isHiddenByLayout }
    let named = targets.filter { $0.targetNames().all.contains(label) }
    let matches = named.filter { candidate in
      !named.contains { $0 !== candidate && $0.isDescendant(of: candidate) }
    }
    guard !matches.isEmpty else {
      let candidates = targets.flatMap { $0.targetNames().shown }
      throw ViewHostError.noMatch(control: control, label: label, candidates: candidates)
    }
    let match: ViewNode
    if let position {
      let query = "\(action)(\"\(label)\", at: \(position))"
      match = try Self.match(at: position, of: matches, query: query)
    } else {
      // A match in the content wins over the navigation bar's back button.
      let preferred = matches.count > 1 ? matches.filter { !$0.isInNavigationBar } : matches
      guard preferred.count == 1, let only = preferred.first else {
        throw ViewHostError.ambiguous(control: control, label: label, matches: matches.map(\.path))
      }
      match = only
    }
    guard match.environment.isEnabled else {
      throw ViewHostError.disabled(action: action, label: label, view: match.name)
    }
    return match
  }
}

extension ViewGraph {
  /// The nodes on screen, in tree order (pre-order).
  func liveNodes() -> [ViewNode] {
    root?.liveSubtree() ?? []
  }
}

extension ViewNode {
  /// The texts shown in this subtree, in tree order.
  func texts() -> [String] {
    var result: [String] = []
    walkLiveSubtree { node in
      if !node.isWrapper, let text = node.view as? any TextContent {
        result.append(text.textContent)
      }
      return true
    }
    return result
  }

  /// What names this node as a target: `all` it can be found by, and what a failure message
  /// `shown`s for it (its texts, or when it has none its other names).
  func targetNames() -> (all: [String], shown: [String]) {
    var texts: [String] = []
    var others: [String] = []
    if let control = view as? any LabelledControl {
      texts = control.labelTexts
    } else {
      collectNames(texts: &texts, others: &others)
    }
    var wrapper = parent
    while let node = wrapper, node.primitiveModifier != nil {
      if let name = node.accessibilityName { others.append(name) }
      wrapper = node.parent
    }
    return (texts + others, texts.isEmpty ? others : texts)
  }

  private func collectNames(texts: inout [String], others: inout [String]) {
    walkLiveSubtree { node in
      guard node === self || !(node.view is NavigationBarTitle) else { return false }
      if !node.isWrapper, let text = node.view as? any TextContent {
        texts.append(text.textContent)
      }
      if !node.isWrapper, let image = node.view as? Image { others.append(image.name) }
      if let name = node.accessibilityName { others.append(name) }
      return true
    }
  }

  /// The accessibility label or identifier this node attaches, if it does.
  private var accessibilityName: String? {
    guard let modifier = primitiveModifier as? AccessibilityAttachmentModifier else { return nil }
    switch modifier.kind {
    case .label, .identifier: return modifier.value
    default: return nil
    }
  }

  /// Whether the node's view only wraps its child (an `Optional`, which dynamic casts see
  /// through, so that an `if` around a `Text` would otherwise count the text twice).
  private var isWrapper: Bool { type(of: view) is any StructuralView.Type }

  func isDescendant(of ancestor: ViewNode) -> Bool {
    var node = parent
    while let current = node {
      if current === ancestor { return true }
      node = current.parent
    }
    return false
  }
}
