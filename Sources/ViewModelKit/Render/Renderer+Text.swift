extension Renderer {
  /// Sets what a text item shows: its string in the environment's case and its runs with their
  /// resolved attributes; for a picture, its name (with the environment's symbol variant); clears
  /// them for any other view.
  func describeText(_ item: RenderItem, node: ViewNode) {
    // Only a layout candidate can be a text or an image: the facts spare the casts.
    guard node.facts.contains(.layoutCandidate) else {
      item.text = nil
      item.resolvedText = nil
      return
    }
    if let image = node.view as? Image {
      item.text = image.resolvedName(in: node.environment)
      item.resolvedText = nil
      return
    }
    guard let text = node.view as? Text else {
      item.text = nil
      item.resolvedText = nil
      return
    }
    (item.text, item.resolvedText) = text.resolved(in: node.environment.text)
  }
}
