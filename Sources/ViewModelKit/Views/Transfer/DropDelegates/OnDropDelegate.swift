#if !canImport(Darwin)
/// Makes a view the destination of drops of items of some content types, told to a delegate:
/// `onDrop(of:delegate:)`.
///
/// A ``ViewHost`` drags over it with ``ViewHost/startDrag(_:)`` and drops on it with
/// ``ViewHost/drag(_:onto:duration:)``.
public struct _DropDelegateModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  let supportedContentTypes: [UTType]
  let delegate: any DropDelegate

  var snapshotLine: String {
    let types = supportedContentTypes.map(\.identifier).joined(separator: ", ")
    return ".onDrop(of: [\(types)], delegate: \(type(of: delegate)))"
  }
}

extension _DropDelegateModifier: DropTarget {
  func accepts(_ offer: DragOffer) -> Bool {
    DropInfo(location: .zero, offer: offer).hasItemsConforming(to: supportedContentTypes)
  }

  func enter(_ offer: DragOffer, at location: CGPoint) -> Bool {
    let info = DropInfo(location: location, offer: offer)
    guard delegate.validateDrop(info: info) else { return false }
    delegate.dropEntered(info: info)
    return true
  }

  func update(_ offer: DragOffer, at location: CGPoint) -> DropOperation? {
    delegate.dropUpdated(info: DropInfo(location: location, offer: offer))?.operation
  }

  func exit(_ offer: DragOffer, at location: CGPoint) {
    delegate.dropExited(info: DropInfo(location: location, offer: offer))
  }

  var isExitedOnDrop: Bool { false }

  func drop(_ offer: DragOffer, at location: CGPoint) async -> Bool {
    delegate.performDrop(info: DropInfo(location: location, offer: offer))
  }
}

extension View {
  /// Makes this view a destination for drops of items of `supportedContentTypes`, with a
  /// delegate that is told as a drag enters, moves over, leaves or drops on the view.
  ///
  /// ```swift
  /// LazyVGrid(columns: columns) {
  ///   ForEach(items, id: \.self) { item in
  ///     Text(item)
  ///       .onDrag {
  ///         dragged = item
  ///         return NSItemProvider(object: item as NSString)
  ///       }
  ///       .onDrop(
  ///         of: [.text],
  ///         delegate: ReorderDelegate(item: item, items: $items, dragged: $dragged)
  ///       )
  ///   }
  /// }
  /// ```
  ///
  /// A drag whose item has a representation conforming to one of the types comes to the
  /// delegate (see ``DropDelegate`` for the order of the calls); a drag of anything else leaves
  /// it alone. The delegate's `DropInfo` gives the finger's location in the view.
  ///
  /// - Parameters:
  ///   - supportedContentTypes: The types of items the view takes.
  ///   - delegate: Hears about the drag and performs the drop.
  /// - Returns: The view, as a drop destination.
  public func onDrop(
    of supportedContentTypes: [UTType],
    delegate: any DropDelegate
  ) -> some View {
    modifier(
      _DropDelegateModifier(supportedContentTypes: supportedContentTypes, delegate: delegate)
    )
  }

  /// Makes this view a destination for drops of items of the types `supportedTypes` identify,
  /// with a delegate.
  ///
  /// ```swift
  /// Color.clear.onDrop(of: ["public.plain-text"], delegate: ShelfDelegate(shelf: $shelf))
  /// ```
  ///
  /// As `onDrop(of:delegate:)` with `UTType`s, with the types `UTType(_:)` makes of the
  /// identifiers (those it does not know match nothing).
  ///
  /// - Parameters:
  ///   - supportedTypes: The identifiers of the types of items the view takes.
  ///   - delegate: Hears about the drag and performs the drop.
  /// - Returns: The view, as a drop destination.
  public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
    onDrop(of: supportedTypes.compactMap(UTType.init), delegate: delegate)
  }
}
#endif
