#if !canImport(Darwin)
extension View {
  /// Makes this view the source of a drag of the item the provider `data` makes offers.
  ///
  /// ```swift
  /// Text(card.title)
  ///   .onDrag { NSItemProvider(object: card.title as NSString) }
  /// ```
  ///
  /// The provider is made when the drag begins; a drop destination loads the representations it
  /// registered, a `dropDestination(for:)` importing them as its type. In a test,
  /// ``ViewHost/drag(_:onto:duration:)`` drags it (representations of types `UTType(_:)` does
  /// not know are not offered).
  ///
  /// - Parameter data: Makes the provider of the dragged item.
  /// - Returns: The view, as a drag source.
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
    modifier(_DraggableModifier(payloadType: "NSItemProvider") { DragOffer(provider: data()) })
  }

  /// Makes this view the source of a drag of the item the provider `data` makes offers, shown
  /// under the finger as `preview` (not built headlessly).
  ///
  /// - Parameters:
  ///   - data: Makes the provider of the dragged item.
  ///   - preview: What a device shows under the finger.
  /// - Returns: The view, as a drag source.
  public func onDrag<V: View>(
    _ data: @escaping () -> NSItemProvider,
    @ViewBuilder preview: () -> V
  ) -> some View {
    onDrag(data)
  }
}
#endif
