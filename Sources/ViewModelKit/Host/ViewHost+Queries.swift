/// Reaching one control among several that show the same text: by the view it is in, by an
/// accessibility identifier, by position.
extension ViewHost {
  /// A query for what is inside the one view of type `type` on screen.
  ///
  /// Interactions on the query work as the host's do, but only inside that view: its subtree,
  /// modifiers inside its body included.
  ///
  /// ```swift
  /// try host.find(DraftEditor.self).tap("Save")   // not the "Save" of the other editor
  /// ```
  ///
  /// Nothing is looked up until an interaction runs, so a query stays usable across changes.
  /// The interaction fails with ``ViewHostError/noScope(query:candidates:)`` when no view of the
  /// type is on screen, and with ``ViewHostError/ambiguousScope(query:matches:)`` when several
  /// are (pick one with ``find(_:at:)``).
  ///
  /// - Parameter type: The view's type, exactly (a generic view with its arguments).
  /// - Returns: The query.
  public func find<V: View>(_ type: V.Type) -> Query {
    Query(host: self).find(type)
  }

  /// A query for what is inside the view of type `type` at `position` among those on screen,
  /// counting from 0 in tree order.
  ///
  /// Tree order is the order of ``treeDescription()`` and ``snapshot()``: a container's views
  /// before the next sibling's, so a list's rows from the top, a stack's views from the leading
  /// or top edge, and a toolbar's items after the content that `toolbar` is applied to. A view
  /// of the type nested in another counts too, after the one it is in.
  ///
  /// ```swift
  /// try host.find(TodoRow.self, at: 2).tap("Delete")   // the third row's Delete button
  /// ```
  ///
  /// - Parameters:
  ///   - type: The view's type, exactly (a generic view with its arguments).
  ///   - position: The view's position among the views of the type, from 0.
  /// - Returns: The query; its interactions fail with
  ///   ``ViewHostError/noPosition(query:matches:)`` when there are not that many views.
  public func find<V: View>(_ type: V.Type, at position: Int) -> Query {
    Query(host: self).find(type, at: position)
  }

  /// A query for what is inside the one view with the accessibility identifier `identifier`.
  ///
  /// The view is the one `accessibilityIdentifier(_:)` is applied to, with its modifiers below
  /// that call. (A control can also be named by its identifier directly: `tap("save-button")`.)
  ///
  /// ```swift
  /// // .toolbar { Button("Save") { … }.accessibilityIdentifier("toolbar-save") }
  /// try host.find(id: "toolbar-save").tap("Save")
  /// ```
  ///
  /// - Parameter identifier: The accessibility identifier.
  /// - Returns: The query; its interactions fail as for ``find(_:)``, listing the identifiers on
  ///   screen when none matches.
  public func find(id identifier: String) -> Query {
    Query(host: self).find(id: identifier)
  }

  /// A query for what is inside the view with the accessibility identifier `identifier` at
  /// `position` among those that have it, counting from 0 in tree order (as ``find(_:at:)``).
  ///
  /// ```swift
  /// // ForEach(items) { ItemCard(item: $0).accessibilityIdentifier("card") }
  /// try host.find(id: "card", at: 1).tap("Open")
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The accessibility identifier.
  ///   - position: The view's position among the views with the identifier, from 0.
  /// - Returns: The query.
  public func find(id identifier: String, at position: Int) -> Query {
    Query(host: self).find(id: identifier, at: position)
  }
}

extension ViewHost {
  /// The nodes the host's finders look at: those of the view the current query names, or those
  /// a person can reach (the topmost presented layer's, or all).
  func reachableNodes() throws -> [ViewNode] {
    try queryScope()?.liveSubtree() ?? activeLayerNodes()
  }

  /// The node of the view the current query names, or `nil` for the whole screen.
  ///
  /// Each step looks at the visible nodes inside the previous step's view (the active layer's
  /// nodes for the first step), in tree order.
  func queryScope() throws -> ViewNode? {
    let query = TargetQuery.current
    var scope: ViewNode?
    for (index, step) in query.steps.enumerated() {
      let visible = visibleNodes(inside: scope)
      let matches = visible.filter(step.matches)
      let described = query.description(through: index)
      guard !matches.isEmpty else {
        throw ViewHostError.noScope(
          query: described,
          candidates: visible.filter(step.lists).map { Self.scopeLine($0, for: step) }
        )
      }
      if let position = step.position {
        scope = try Self.match(at: position, of: matches, query: described) {
          Self.scopeLine($0, for: step)
        }
      } else if matches.count == 1 {
        scope = matches[0]
      } else {
        throw ViewHostError.ambiguousScope(
          query: described,
          matches: matches.map { Self.scopeLine($0, for: step) }
        )
      }
    }
    return scope
  }

  /// The nodes a person can see inside `scope` (itself excluded), or in the active layer, in
  /// tree order: those the layout placed, found in one walk that skips what it left out.
  private func visibleNodes(inside scope: ViewNode?) -> [ViewNode] {
    guard let root = scope ?? topmostLayerNode() ?? graph.root, !root.isHiddenByLayout else {
      return []
    }
    var result: [ViewNode] = []
    func collect(_ node: ViewNode) -> Bool {
      guard !node.isUnplaced else { return false }
      result.append(node)
      return true
    }
    if scope == nil {
      root.walkLiveSubtree(collect)
    } else {
      for child in root.children { child.walkLiveSubtree(collect) }
    }
    return result
  }

  /// The match at `position` (from 0) among `matches`, in their order.
  static func match(
    at position: Int,
    of matches: [ViewNode],
    query: String,
    line: (ViewNode) -> String = \.candidateLine
  ) throws -> ViewNode {
    guard matches.indices.contains(position) else {
      throw ViewHostError.noPosition(query: query, matches: matches.map(line))
    }
    return matches[position]
  }

  /// How a failure lists a view a step could name: an identifier in quotes before the line.
  private static func scopeLine(_ node: ViewNode, for step: TargetQuery.Step) -> String {
    guard case .identifier = step.kind, let identifier = node.accessibilityIdentifier else {
      return node.candidateLine
    }
    return "\"\(identifier)\" \(node.candidateLine)"
  }
}
