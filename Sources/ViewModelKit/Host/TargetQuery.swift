/// The views a ``ViewHost/Query`` limits an interaction to, as steps that narrow the screen one
/// after the other; bound for the length of the interaction, so that every finder of the host
/// (targets, rows, scroll views) looks inside the same view.
///
/// It holds values only, never nodes: a task that an action starts inherits it and must not keep
/// the graph alive.
struct TargetQuery: Sendable {
  /// One narrowing: the views of one type, or those with one accessibility identifier; the only
  /// one, or the one at `position` among them in tree order.
  struct Step: Sendable {
    enum Kind: Sendable {
      case type(ObjectIdentifier, name: String)
      case identifier(String)
    }

    let kind: Kind
    let position: Int?

    /// The step as the call that made it: `find(RowView.self, at: 2)`, `find(id: "save")`.
    var description: String {
      let at = position.map { ", at: \($0)" } ?? ""
      switch kind {
      case .type(_, let name): return "find(\(name).self\(at))"
      case .identifier(let identifier): return "find(id: \"\(identifier)\"\(at))"
      }
    }

    /// Whether `node` is one of the views this step names: a node whose view is exactly the
    /// type, or the `accessibilityIdentifier` modifier with the identifier.
    @MainActor
    func matches(_ node: ViewNode) -> Bool {
      switch kind {
      case .type(let type, _): return ObjectIdentifier(Swift.type(of: node.view)) == type
      case .identifier(let identifier): return node.accessibilityIdentifier == identifier
      }
    }

    /// Whether `node` is listed when no view matches: every user-defined view for a type, every
    /// view with an identifier for an identifier.
    @MainActor
    func lists(_ node: ViewNode) -> Bool {
      switch kind {
      case .type: return node.isUserDefined
      case .identifier: return node.accessibilityIdentifier != nil
      }
    }
  }

  /// The steps, outermost first; none for the whole screen.
  var steps: [Step] = []

  /// The query as the calls that made it, through the step at `index`.
  func description(through index: Int) -> String {
    steps.prefix(index + 1).map(\.description).joined(separator: ".")
  }

  /// The query the host's finders honour; the whole screen unless a ``ViewHost/Query`` runs an
  /// interaction.
  @TaskLocal static var current = TargetQuery()
}

extension ViewNode {
  /// The accessibility identifier this node attaches, if it is an `accessibilityIdentifier`
  /// modifier.
  var accessibilityIdentifier: String? {
    guard let modifier = primitiveModifier as? AccessibilityAttachmentModifier,
      modifier.kind == .identifier
    else { return nil }
    return modifier.value
  }

  /// How a failure lists this node: what a snapshot calls it (the view inside its modifiers),
  /// its identity path and its frame, as `Button /0/1 (0, 44, 390, 44)`.
  var candidateLine: String {
    "\(tapTargetName) \(path) \(Format.rect(layoutFrame))"
  }
}
