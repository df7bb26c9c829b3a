extension Renderer {
  /// Sets what a text item shows: its string in the environment's case and its runs with their
  /// resolved attributes; clears them for any other view.
  func describeText(_ item: RenderItem, node: ViewNode) {
    guard let text = node.view as? Text else {
      item.text = nil
      item.resolvedText = nil
      return
    }
    (item.text, item.resolvedText) = text.resolved(in: node.environment.text)
  }
}
