/// A text picture of the resolved view tree: one line per view, indented by depth, with the
/// values a test cares about (text, control values, the state of user views, modifiers).
///
/// Structural views (`TupleView`, `Group`, `Optional`, `_ConditionalContent`, `AnyView`,
/// `ForEach`) are left out; an explicit identity is shown as `#id(…)` on its view.
@MainActor
enum TreeSnapshot {
  static func text(of graph: ViewGraph) -> String {
    var lines: [String] = []
    if let root = graph.root { append(root, depth: 0, pendingID: nil, to: &lines) }
    return lines.joined(separator: "\n")
  }

  private static func append(
    _ node: ViewNode,
    depth: Int,
    pendingID: String?,
    to lines: inout [String]
  ) {
    guard !node.isRemoved else { return }
    var id = pendingID
    if case .id(let value) = node.key { id = "#id(\(value.base))" }
    guard let line = describe(node) else {
      for child in node.children {
        DeepStack.nest { append(child, depth: depth, pendingID: id, to: &lines) }
      }
      return
    }
    let prefix = String(repeating: "  ", count: depth)
    lines.append(prefix + line + (id.map { " " + $0 } ?? ""))
    for child in node.children {
      DeepStack.nest { append(child, depth: depth + 1, pendingID: nil, to: &lines) }
    }
  }

  /// The line of one node, or `nil` for a structural view.
  static func describe(_ node: ViewNode) -> String? {
    if let describable = node.view as? any SnapshotDescribable { return describable.snapshotLine }
    if node.view is any StructuralView || node.primitiveModifier is any StructuralView {
      return nil
    }
    if let modifier = node.primitiveModifier {
      return (modifier as? any SnapshotDescribable)?.snapshotLine
        ?? "." + TypeNames.unqualified(type(of: modifier)).trimmingLeadingUnderscore
    }
    guard case .body = node.kind else { return node.name }
    let state = stateDescription(of: node)
    return state.isEmpty ? node.name : "\(node.name) {\(state)}"
  }

  private static func stateDescription(of node: ViewNode) -> String {
    node.storage
      .compactMap { field, value -> (FieldPath, String)? in
        guard let slot = value as? any AnyStateSlot else { return nil }
        return (field, "\(slot.name): \(slot.describedValue)")
      }
      .sorted { $0.0.indices.lexicographicallyPrecedes($1.0.indices) }
      .map(\.1)
      .joined(separator: ", ")
  }
}

/// A view or modifier with its own snapshot line.
@MainActor
protocol SnapshotDescribable {
  var snapshotLine: String { get }
}

/// A view that only arranges its children and has no line of its own in snapshots.
protocol StructuralView {}

extension TupleView: StructuralView {}
extension Group: StructuralView {}
extension Optional: StructuralView where Wrapped: View {}
extension _ConditionalContent: StructuralView {}
extension AnyView: StructuralView {}
extension ForEach: StructuralView {}
extension _ViewModifier_Content: StructuralView {}

extension String {
  fileprivate var trimmingLeadingUnderscore: String {
    hasPrefix("_") ? String(dropFirst()) : self
  }
}

extension Text: SnapshotDescribable {
  var snapshotLine: String { treeSnapshotLine }
}

extension Toggle: SnapshotDescribable {
  var snapshotLine: String { "Toggle isOn: \(isOn.wrappedValue)" }
}

extension TextField: SnapshotDescribable {
  var snapshotLine: String { "TextField text: \"\(text.wrappedValue)\"" }
}

extension _OpacityEffect: SnapshotDescribable {
  var snapshotLine: String { ".opacity(\(opacity))" }
}

extension _IdentityModifier: StructuralView {}

extension _DisabledModifier: SnapshotDescribable {
  var snapshotLine: String { ".disabled(\(isDisabled))" }
}
