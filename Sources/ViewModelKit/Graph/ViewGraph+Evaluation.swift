extension ViewGraph {
  /// Evaluates a node's body: installs its dynamic properties, records the update with its
  /// cause, and tracks what the body reads.
  func evaluate(_ node: ViewNode, selfChanged: Bool) -> any View {
    let provider = ViewNode.bodyProvider(of: node.view)
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

/// Links the dynamic properties of a view value to its node's storage, walking the value's stored
/// properties (and those of custom `DynamicProperty` structs).
///
/// Types without any are remembered, so their values are not walked again.
@MainActor
enum DynamicPropertyInstaller {
  private static var typesWithoutProperties = Set<ObjectIdentifier>()

  /// Installs and returns the stored names of the dynamic properties found, in declaration order.
  static func install(_ source: Any, on node: ViewNode) -> [String] {
    let type = ObjectIdentifier(Swift.type(of: source))
    guard !typesWithoutProperties.contains(type) else { return [] }
    var names: [String] = []
    install(Mirror(reflecting: source), path: [], on: node, names: &names)
    if names.isEmpty { typesWithoutProperties.insert(type) }
    return names
  }

  private static func install(
    _ mirror: Mirror,
    path: [Int],
    on node: ViewNode,
    names: inout [String]
  ) {
    for (index, child) in mirror.children.enumerated() {
      let name = child.label ?? "@\(index)"
      let field = FieldPath(indices: path + [index], name: name)
      if let property = child.value as? any InstallableProperty {
        property.install(on: node, field: field)
        names.append(name)
      } else if var custom = child.value as? any DynamicProperty {
        let before = names.count
        install(Mirror(reflecting: custom), path: field.indices, on: node, names: &names)
        if names.count > before { custom.update() }
      }
    }
  }
}
