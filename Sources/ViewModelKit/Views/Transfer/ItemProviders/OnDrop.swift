#if !canImport(Darwin)
/// Makes a view the destination of drops of items of some content types, given as item
/// providers: `onDrop(of:isTargeted:perform:)`.
///
/// A ``ViewHost`` drops on it with ``ViewHost/drag(_:onto:duration:)``.
public struct _ItemProviderDropModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  let supportedContentTypes: [UTType]
  let isTargeted: Binding<Bool>?
  let perform: ([NSItemProvider], CGPoint) -> Bool

  var snapshotLine: String {
    ".onDrop(of: [\(supportedContentTypes.map(\.identifier).joined(separator: ", "))])"
  }
}

extension _ItemProviderDropModifier: TargetedDropTarget {
  func accepts(_ offer: DragOffer) -> Bool {
    offer.representations.contains { representation in
      supportedContentTypes.contains { representation.contentType.conforms(to: $0) }
    }
  }

  func setTargeted(_ isTargeted: Bool) {
    self.isTargeted?.wrappedValue = isTargeted
  }

  func drop(_ offer: DragOffer, at location: CGPoint) async -> Bool {
    perform([NSItemProvider(offer: offer)], location)
  }
}

extension View {
  /// Makes this view a destination for drops of items of `supportedContentTypes`, handed over as
  /// item providers.
  ///
  /// ```swift
  /// Text("Done")
  ///   .onDrop(of: [.plainText], isTargeted: $isOver) { providers in
  ///     _ = providers.first?.loadObject(ofClass: String.self) { title, _ in
  ///       if let title { DispatchQueue.main.async { done.append(title) } }
  ///     }
  ///     return true
  ///   }
  /// ```
  ///
  /// A drag whose item has a representation conforming to one of the types targets the view
  /// (`isTargeted` becomes `true` as the finger enters and `false` as it leaves or drops); on the
  /// drop `action` gets one provider holding all of the item's representations. Loading from it
  /// is asynchronous, as on a device: `await host.run()` after ``ViewHost/drag(_:onto:duration:)``
  /// delivers the completion handlers.
  ///
  /// - Parameters:
  ///   - supportedContentTypes: The types of items the view takes.
  ///   - isTargeted: Set while a drag it takes is over the view.
  ///   - action: Takes the providers; returns whether the drop was accepted.
  /// - Returns: The view, as a drop destination.
  public func onDrop(
    of supportedContentTypes: [UTType],
    isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    modifier(
      _ItemProviderDropModifier(
        supportedContentTypes: supportedContentTypes,
        isTargeted: isTargeted,
        perform: { providers, _ in action(providers) }
      )
    )
  }

  /// Makes this view a destination for drops of items of `supportedContentTypes`, handed over as
  /// item providers with the drop's location in the view.
  ///
  /// - Parameters:
  ///   - supportedContentTypes: The types of items the view takes.
  ///   - isTargeted: Set while a drag it takes is over the view.
  ///   - action: Takes the providers and the location; returns whether the drop was accepted.
  /// - Returns: The view, as a drop destination.
  public func onDrop(
    of supportedContentTypes: [UTType],
    isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    modifier(
      _ItemProviderDropModifier(
        supportedContentTypes: supportedContentTypes,
        isTargeted: isTargeted,
        perform: action
      )
    )
  }
}
#endif
