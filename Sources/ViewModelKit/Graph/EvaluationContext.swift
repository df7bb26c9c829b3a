/// The body being evaluated now, so that dynamic properties can record what it reads.
enum EvaluationContext {
  @TaskLocal static var current: EvaluationFrame?
}

/// One body evaluation: the node, and what `_printChanges()` reports for it.
final class EvaluationFrame: @unchecked Sendable {
  // Created and read on the main actor only, during one body evaluation.
  let node: ViewNode
  let changes: [String]

  init(node: ViewNode, changes: [String]) {
    self.node = node
    self.changes = changes
  }
}
