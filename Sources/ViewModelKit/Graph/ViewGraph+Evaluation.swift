extension ViewGraph {
  /// Evaluates a node's body: installs its dynamic properties, records the update with its
  /// cause, and tracks what the body reads.
  func evaluate(_ node: ViewNode, selfChanged: Bool) -> any View {
    let provider = node.bodyProvider
    node.heldBindingReads = []
    let properties = DynamicPropertyInstaller.install(provider.dynamicSource, on: node)
    let cause: UpdateCause = node.isNew ? .identity : (node.dirtyCause ?? .parent)
    let frame = EvaluationFrame(
      node: node,
      changes: printedItems(for: node, selfChanged: selfChanged, properties: properties)
    )
    record(node, cause: cause)
    node.clearReads()
    return EvaluationContext.$current.withValue(frame) {
      trackingObservation(of: node) {
        for read in node.heldBindingReads { read() }
        return provider.makeBody()
      }
    }
  }

  /// What `_printChanges()` lists: `@self`, `@identity`, then the changed dynamic properties by
  /// their stored names.
  private func printedItems(
    for node: ViewNode,
    selfChanged: Bool,
    properties: [String]
  )
    -> [String]
  {
    if node.isNew {
      return properties.isEmpty ? ["@self"] : ["@self", "@identity"] + properties
    }
    let observed = node.changedProperties.contains("@dependencies") ? ["@dependencies"] : []
    return (selfChanged ? ["@self"] : []) + properties.filter(node.changedProperties.contains)
      + observed
  }
}
