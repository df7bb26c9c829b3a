/// Makes a view the source of a drag: `draggable(_:)` and `draggable(_:preview:)`.
///
/// A ``ViewHost`` finds it by the text its content shows and drags it with
/// ``ViewHost/drag(_:onto:duration:)``.
public struct _DraggableModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  let payloadType: String
  let offer: @MainActor () -> DragOffer

  var snapshotLine: String { ".draggable(\(payloadType))" }
}

extension View {
  /// Makes this view the source of a drag and drop that carries `payload`.
  ///
  /// ```swift
  /// ForEach(cards, id: \.self) { card in
  ///   Text(card).draggable(card)
  /// }
  ///
  /// // In a test:
  /// try await host.drag("Buy milk", onto: "Done")
  /// ```
  ///
  /// The payload is made when the drag begins and exported through its type's
  /// `transferRepresentation`; a drop destination imports it as its own type.
  ///
  /// - Parameter payload: The value the drag carries.
  /// - Returns: The view, as a drag source.
  public func draggable<T: Transferable>(
    _ payload: @autoclosure @escaping () -> T
  ) -> some View {
    modifier(
      _DraggableModifier(payloadType: String(describing: T.self)) { DragOffer(payload()) }
    )
  }

  /// Makes this view the source of a drag and drop that carries `payload`, shown under the
  /// finger as `preview`.
  ///
  /// ```swift
  /// Text(card.title)
  ///   .draggable(card) { CardThumbnail(card) }
  /// ```
  ///
  /// Headlessly nothing follows the finger, so the preview is not built or shown.
  ///
  /// - Parameters:
  ///   - payload: The value the drag carries.
  ///   - preview: What a device shows under the finger during the drag.
  /// - Returns: The view, as a drag source.
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T,
    @ViewBuilder preview: () -> V
  ) -> some View {
    draggable(payload())
  }
}
