/// Editing lists, as a person swipes, deletes, moves and pulls to refresh.
extension ViewHost {
  /// Deletes the row that shows `label`, then flushes.
  ///
  /// As a swipe's Delete action or the edit mode's delete control does, the `ForEach`'s
  /// `onDelete` action gets the row's offset.
  ///
  /// ```swift
  /// try host.delete(row: "Buy milk")
  /// ```
  ///
  /// - Parameter label: A text, accessibility label or identifier shown in the row.
  /// - Throws: ``ViewHostError/noMatch(control:label:candidates:)`` listing the rows when no row
  ///   shows `label`; ``ViewHostError/unavailable(action:label:view:)`` when the rows offer no delete.
  public func delete(row label: String) throws {
    let (forEach, offset) = try findRow(label)
    guard let action = forEach.deleteAction else {
      throw ViewHostError.unavailable(action: "delete", label: label, view: "ForEach")
    }
    interact { action(IndexSet(integer: offset)) }
  }

  /// Moves the row that shows `label` before the row at `destination` (an offset in the rows
  /// before the move, as `onMove` and `move(fromOffsets:toOffset:)` take it), then flushes.
  ///
  /// ```swift
  /// try host.move(from: "Buy milk", to: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - label: A text, accessibility label or identifier shown in the row.
  ///   - destination: The offset to insert the row before.
  /// - Throws: ``ViewHostError`` when no row shows `label` or the rows offer no move.
  public func move(from label: String, to destination: Int) throws {
    let (forEach, offset) = try findRow(label)
    guard let action = forEach.moveAction else {
      throw ViewHostError.unavailable(action: "move", label: label, view: "ForEach")
    }
    interact { action(IndexSet(integer: offset), destination) }
  }

  /// Swipes the row that shows `label` from `edge`, then flushes.
  ///
  /// The swipe reveals the row's `swipeActions`; tap one with ``tap(_:count:)``.
  ///
  /// ```swift
  /// try host.swipe("Buy milk")
  /// try host.tap("Archive")
  /// ```
  ///
  /// Headlessly, only actions given with `swipeActions` are revealed (the Delete action SwiftUI
  /// makes for `onDelete` is not shown; use ``delete(row:)``).
  ///
  /// - Parameters:
  ///   - label: A text, accessibility label or identifier shown in the row.
  ///   - edge: The edge swiped from.
  /// - Throws: ``ViewHostError`` when no row shows `label` or it has no actions on `edge`.
  public func swipe(_ label: String, edge: HorizontalEdge = .trailing) throws {
    guard let (_, slot, _) = try swipeActions(of: label, edge: edge) else {
      throw ViewHostError.unavailable(action: "swipe", label: label, view: "row")
    }
    interact { slot.write(SwipeReveal(edge: edge), transaction: nil) }
  }

  /// The node of the row's swipe actions on `edge`, with the slot that reveals them.
  func swipeActions(
    of label: String,
    edge: HorizontalEdge
  ) throws -> (node: ViewNode, reveal: StateSlot<SwipeReveal>, actions: any SwipeActionsEdge)? {
    let row = try findRowNode(label)
    var found: (ViewNode, StateSlot<SwipeReveal>, any SwipeActionsEdge)?
    row.walkLiveSubtree { node in
      guard found == nil else { return false }
      if case .body = node.kind,
        let actions = ViewNode.bodyProvider(of: node.view).dynamicSource as? any SwipeActionsEdge,
        actions.swipeEdge == edge,
        let slot = node.storage.values.lazy.compactMap({ $0 as? StateSlot<SwipeReveal> }).first
      {
        found = (node, slot, actions)
      }
      return true
    }
    return found
  }

  /// Pulls the list or scroll view that shows `target` (or the first refreshable one) to
  /// refresh: runs its `refreshable` action on the main actor, waits for it to finish, then
  /// flushes.
  ///
  /// ```swift
  /// try await host.refresh()
  /// ```
  ///
  /// - Parameter target: A text shown in the scroll view, or `nil`.
  /// - Throws: ``ViewHostError/unavailable(action:label:view:)`` when it is not refreshable.
  public func refresh(_ target: String? = nil) async throws {
    let scrollView = try findScrollView(target)
    guard let action = scrollView.environment.refresh else {
      // A list is a scroll view of rows: name the list.
      var ancestor = scrollView.parent
      while let node = ancestor, node.name != "List", !node.isUserDefined { ancestor = node.parent }
      let isList = ancestor?.name == "List"
      throw ViewHostError.unavailable(
        action: "refresh",
        label: target ?? "",
        view: isList ? "List" : scrollView.name
      )
    }
    await action()
    flush()
  }

  private func findRowNode(_ label: String) throws -> ViewNode {
    let rows = try (queryScope() ?? graph.root)?.rows() ?? []
    let matches = rows.filter { $0.targetNames().all.contains(label) }
    guard let row = matches.first else {
      throw ViewHostError.noMatch(
        control: "row",
        label: label,
        candidates: rows.compactMap { $0.targetNames().shown.first }
      )
    }
    guard matches.count == 1 else {
      throw ViewHostError.ambiguous(control: "row", label: label, matches: matches.map(\.path))
    }
    return row
  }

  private func findRow(_ label: String) throws -> (rows: any EditableRows, offset: Int) {
    let row = try findRowNode(label)
    guard let forEach = row.parent?.view as? any EditableRows, case .id(let id) = row.key,
      let offset = forEach.offset(of: id)
    else { throw ViewHostError.noMatch(control: "row", label: label, candidates: []) }
    return (forEach, offset)
  }
}

extension ViewHost {
  /// Installs the screen's edit mode at the root, as SwiftUI's hosting view does.
  func installEditModeScope() {
    graph.rootEnvironment.editModeScope = EditModeScope(value: .inactive) { [weak graph] mode in
      graph?.setRootEnvironment({ $0.editModeScope?.value = mode }, name: "editMode")
    }
  }

  /// The screen's edit mode.
  public var editMode: EditMode { graph.rootEnvironment.editModeScope?.value ?? .inactive }
}
