import Foundation

extension ViewGraph {
  /// Gives every `GeometryReader` whose geometry changed in the last layout its new geometry and
  /// evaluates it again, in the current pass's transaction; returns whether any did.
  ///
  /// The renderer calls it after laying out, and lays out again when it returns `true`.
  func updateGeometryReaders(transaction: Transaction) -> Bool {
    guard !geometryReaders.isEmpty else { return false }
    geometryReaders.removeAll { $0.isRemoved }
    var changed = false
    for node in geometryReaders {
      guard let state = node.modifierState as? GeometryState else { continue }
      let proxy = Self.geometry(of: node)
      guard proxy != state.proxy else { continue }
      state.proxy = proxy
      markDirty(node, cause: .parent, property: nil)
      changed = true
    }
    guard changed, let root else { return false }
    update(
      root,
      with: nil,
      context: UpdateContext(environment: rootEnvironment, transaction: transaction)
    )
    runAfterPass()
    return true
  }

  /// The geometry of a reader's node at its last layout.
  static func geometry(of node: ViewNode) -> GeometryProxy {
    var spaces: [GeometryProxy.NamedSpace] = []
    var ancestor = node.parent
    while let current = ancestor {
      if let space = current.primitiveModifier as? _CoordinateSpaceModifier {
        let frame = current.layoutBox?.frame ?? current.layoutFrame
        spaces.append(GeometryProxy.NamedSpace(name: space.name, frame: frame))
      }
      ancestor = current.parent
    }
    let frame = node.layoutBox?.frame ?? .zero
    let layers = node.layoutBox?.placement?.safeArea ?? []
    return GeometryProxy(
      globalFrame: frame,
      namedSpaces: spaces,
      safeAreaInsets: SafeAreaLayer.insets(of: frame, in: layers)
    )
  }
}
