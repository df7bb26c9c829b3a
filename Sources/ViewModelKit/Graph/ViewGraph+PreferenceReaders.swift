/// The value a preference-reading layer's node last built its content with.
final class PreferenceReaderState {
  var value: Any

  init(value: Any) {
    self.value = value
  }
}

/// A preference-reading layer, without knowing its key statically.
@MainActor
protocol PreferenceReading {
  /// The reduced value of the content the layer of `node` is drawn with.
  func currentValue(of node: ViewNode) -> Any
}

extension ViewGraph {
  /// Builds again every `overlayPreferenceValue`/`backgroundPreferenceValue` layer whose value
  /// changed since it was last built (an anchor moved in the last layout, or a writer changed
  /// after the layer was built), in the current pass's transaction; returns whether any did.
  ///
  /// The renderer calls it after laying out, and lays out again when it returns `true`.
  func updatePreferenceReaders(transaction: Transaction) -> Bool {
    guard !preferenceReaders.isEmpty else { return false }
    preferenceReaders.removeAll { $0.isRemoved }
    var changed = false
    for node in preferenceReaders {
      guard let state = node.modifierState as? PreferenceReaderState,
        let reader = node.view as? any PreferenceReading
      else { continue }
      let value = reader.currentValue(of: node)
      guard !ValueEquality.equal(value, state.value) else { continue }
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

  /// The values of `key` that the content of a layer's node sets: the layered view's
  /// subtrees, without the layer's own.
  static func preferenceValues(for key: Any.Type, underLayer node: ViewNode) -> [Any] {
    guard node.key == .layer, let layered = node.parent else { return [] }
    return preferenceValues(for: key, in: layered.children.filter { $0.key != .layer })
  }
}
