/// Deep trees: the passes recurse a few frames per level, so over a tree deeper than
/// ``DeepStack/threshold`` they run on the deep stack; a build that grows a tree past the
/// threshold moves there as it crosses it.
extension ViewGraph {
  /// Whether the tree is deep enough for its passes to need the deep stack.
  var isDeep: Bool { deepestDepth >= DeepStack.threshold }

  /// Runs `body` on the deep stack when the tree is deep, where it is otherwise.
  func onDeepStack<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try DeepStack.run(when: isDeep, body)
  }

  /// Lets the host render after a pass.
  func applyRender(_ transaction: Transaction) {
    onDeepStack { didApplyPass?(transaction) }
  }
}

extension ViewGraph {
  /// Leaves a node deeper than ``maximumDepth`` without content, and says so: a warning now,
  /// and the error that the host's interactions throw.
  func refuseDepth(of node: ViewNode, context: UpdateContext) {
    node.environment = context.environment
    node.transaction = context.transaction
    node.isNew = false
    touched.append(node)
    guard depthRefusal == nil else { return }
    // The view named is the innermost user view around the node: the one that nests itself.
    let refusal = ViewHostError.tooDeep(
      view: (node.parent?.innermostUserView ?? node).name,
      depth: node.depth,
      limit: maximumDepth
    )
    depthRefusal = refusal
    Diagnostics.warn(refusal.description)
  }
}
