import Foundation

/// A `ForEach`, seen without its types: the rows a person can delete or move.
@MainActor
protocol EditableRows: IdentifiedRows {
  var deleteAction: ((IndexSet) -> Void)? { get }
  var moveAction: ((IndexSet, Int) -> Void)? { get }
}

extension ForEach: EditableRows {}

extension ViewNode {
  /// The rows of the `ForEach`es in this subtree, in tree order: each the node of one element.
  func rows() -> [ViewNode] {
    var result: [ViewNode] = []
    func visit(_ node: ViewNode) {
      guard !node.isRemoved else { return }
      if node.view is any EditableRows {
        result += node.children.filter { !$0.isRemoved }
        return
      }
      for child in node.children { visit(child) }
    }
    visit(self)
    return result
  }
}
