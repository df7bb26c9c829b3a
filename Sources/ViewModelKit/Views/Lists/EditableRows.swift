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
    walkLiveSubtree { node in
      guard node.view is any EditableRows else { return true }
      result += node.children.filter { !$0.isRemoved }
      return false
    }
    return result
  }
}
