package import Foundation

/// One node of the layout tree as the engine keeps it between passes: its kind and children, the
/// sizes measured for it, the plans of a stack, and where it was last placed.
///
/// A host keeps one tree of boxes for the life of its graph. When a box changes (its kind, its
/// children) it is invalidated: its own measurements go, and every ancestor is marked as needing
/// layout, with the child on the path noted. The next layout of the tree then measures again
/// only the boxes on those paths; the sizes cached on every other box are reused, a stack whose
/// changed children kept their sizes keeps its plan and places only those children, and a box
/// placed again at the same place with the same proposal is skipped with its whole subtree.
package final class LayoutBox {
  /// The graph's identifier for this box, unique within the tree.
  package let id: Int
  /// What the box is, which decides how it is measured and placed.
  package private(set) var kind: LayoutKind
  /// The box's children, in order.
  package private(set) var children: [LayoutBox] = []
  /// The box whose children include this one.
  private(set) weak var parent: LayoutBox?
  /// The object the box was made for (the graph's node), if any.
  package weak var owner: AnyObject?

  /// Sizes measured for this box, by proposal and enclosing stack axis; always current.
  var sizes = SizeCache()
  /// The plans a stack made, by proposal; current when their version is the box's.
  var plans: [ProposedViewSize: LayoutEngine.StackPlan] = [:]
  /// Counts the changes at or below this box, so that a plan knows whether it is current.
  private(set) var version = 0
  /// Whether this box or a box below it changed since it was last placed.
  private(set) var needsLayout = true
  /// The children on the paths to the changes since the box was last placed.
  private(set) var changedChildren: [LayoutBox] = []
  /// Whether the parent's `changedChildren` holds this box.
  private var isNotedByParent = false

  /// Where the box was last placed.
  var placement: Placement?
  /// The plan a stack was last placed with.
  var placedPlan = 0
  /// The last plan number a stack gave out.
  private var planCounter = 0
  /// The position of this box among its stack's planned children, at the last plan.
  var stackIndex = -1
  /// The frame of the last placement, in screen coordinates; `nil` when not placed.
  package internal(set) var frame: CGRect?
  /// The lines of a text, at its last placement.
  package internal(set) var textLines: [String]?
  /// What the box's modifier says about its navigation screen's bars, if anything.
  package private(set) var barTraits: NavigationBarTraits?
  /// The merged bar traits of the subtree (see `LayoutBox+NavigationBar.swift`); `nil` until
  /// worked out, and again after a change below.
  var subtreeBarTraits: NavigationBarTraits?
  /// A custom layout container's cache and its proxies' session, made when first laid out.
  private(set) lazy var customLayoutState = CustomLayoutState()

  /// Where and how a box was placed.
  struct Placement: Equatable {
    var origin: CGPoint
    var proposal: ProposedViewSize
    var axis: StackAxis?
    /// The safe areas around the box, innermost last.
    var safeArea: [SafeAreaLayer] = []
  }

  /// A number for a new plan of this stack.
  func nextPlanID() -> Int {
    planCounter += 1
    return planCounter
  }

  /// A measurement's cache key: the proposal and the axis of the enclosing stack.
  struct SizeProbe: Hashable {
    var proposal: ProposedViewSize
    var axis: StackAxis?
  }

  /// The sizes measured for a box: most boxes are asked for one or two proposals, which are
  /// kept inline; more go to a dictionary.
  struct SizeCache {
    private var first: (probe: SizeProbe, size: CGSize)?
    private var second: (probe: SizeProbe, size: CGSize)?
    private var more: [SizeProbe: CGSize] = [:]

    /// The size measured for `probe`, if any.
    func size(for probe: SizeProbe) -> CGSize? {
      if let first, first.probe == probe { return first.size }
      if let second, second.probe == probe { return second.size }
      return more.isEmpty ? nil : more[probe]
    }

    /// Remembers the size measured for `probe`.
    mutating func store(_ size: CGSize, for probe: SizeProbe) {
      if first == nil || first?.probe == probe {
        first = (probe, size)
      } else if second == nil || second?.probe == probe {
        second = (probe, size)
      } else {
        more[probe] = size
      }
    }

    /// Forgets every size.
    mutating func removeAll() {
      first = nil
      second = nil
      if !more.isEmpty { more = [:] }
    }
  }

  /// Creates a box with no measurements yet.
  ///
  /// - Parameters:
  ///   - id: The graph's identifier for the box, unique within the tree.
  ///   - kind: What the box is.
  ///   - children: The box's children, in order.
  package init(id: Int, kind: LayoutKind, children: [LayoutBox] = []) {
    self.id = id
    self.kind = kind
    setChildren(children)
  }

  /// Creates the boxes of a value tree.
  ///
  /// - Parameter node: The tree.
  package convenience init(_ node: LayoutNode) {
    self.init(
      id: node.id,
      kind: node.kind,
      children: node.children.map { child in DeepStack.nest { LayoutBox(child) } }
    )
  }

  /// Changes the kind; a different kind invalidates the box.
  ///
  /// - Parameter kind: The new kind.
  package func setKind(_ kind: LayoutKind) {
    guard kind != self.kind else { return }
    self.kind = kind
    invalidate()
  }

  /// Replaces the children; a different list (by identity) invalidates the box.
  ///
  /// - Parameter children: The new children, in order.
  package func setChildren(_ children: [LayoutBox]) {
    if children.count == self.children.count,
      zip(children, self.children).allSatisfy({ $0 === $1 })
    {
      return
    }
    for child in self.children where child.parent === self {
      child.parent = nil
      child.isNotedByParent = false
    }
    self.children = children
    for child in children {
      child.parent = self
      child.isNotedByParent = false
    }
    invalidate()
  }

  /// Sets what the box's modifier says about its screen's bars; a change invalidates the box.
  ///
  /// - Parameter traits: The traits, or `nil` for none.
  package func setBarTraits(_ traits: NavigationBarTraits?) {
    guard traits != barTraits else { return }
    barTraits = traits
    invalidate()
  }

  /// Drops what was measured for this box and marks the path to the root.
  private func invalidate() {
    sizes.removeAll()
    plans = [:]
    version += 1
    needsLayout = true
    subtreeBarTraits = nil
    var child = self
    while let parent = child.parent {
      parent.sizes.removeAll()
      parent.subtreeBarTraits = nil
      parent.version += 1
      if !child.isNotedByParent {
        child.isNotedByParent = true
        parent.changedChildren.append(child)
      }
      parent.needsLayout = true
      child = parent
    }
  }

  /// Marks the box as laid out: its changes are all placed.
  func didLayout() {
    needsLayout = false
    if !changedChildren.isEmpty {
      for child in changedChildren { child.isNotedByParent = false }
      changedChildren = []
    }
    if plans.count > 1 || plans.values.contains(where: { $0.version != version }) {
      plans = plans.filter { $0.value.version == version }
    }
  }

  /// The subtree's boxes with their frames, for a ``LayoutResult``.
  func collect(into result: inout LayoutResult) {
    if let frame { result.frames[id] = frame }
    if let textLines { result.textLines[id] = textLines }
    for child in children { DeepStack.nest { child.collect(into: &result) } }
  }
}
