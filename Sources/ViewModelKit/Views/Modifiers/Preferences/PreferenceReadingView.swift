/// The layer of `overlayPreferenceValue` and `backgroundPreferenceValue`: a view built from
/// the preference value of the view it is layered on.
public struct _PreferenceReadingView<Key: PreferenceKey, Content: View>: View, BuiltInView {
  let transform: (Key.Value) -> Content

  public var body: some View {
    transform(readValue())
  }

  /// The content's value now, kept as the one the layer is built with (and registering the
  /// node with its graph, the first time).
  private func readValue() -> Key.Value {
    guard let node = EvaluationContext.current?.node else { return Key.defaultValue }
    let value = Key.reduced(ViewGraph.preferenceValues(for: Key.self, underLayer: node))
    if let state = node.modifierState as? PreferenceReaderState {
      state.value = value
    } else {
      node.modifierState = PreferenceReaderState(value: value)
      node.graph.preferenceReaders.append(node)
    }
    return value
  }
}

extension _PreferenceReadingView: PreferenceReading {
  func currentValue(of node: ViewNode) -> Any {
    Key.reduced(ViewGraph.preferenceValues(for: Key.self, underLayer: node))
  }
}
