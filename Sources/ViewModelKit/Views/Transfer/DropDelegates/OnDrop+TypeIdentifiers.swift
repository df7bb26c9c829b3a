#if !canImport(Darwin)
extension View {
  /// Makes this view a destination for drops of items of the types `supportedTypes` identify,
  /// handed over as item providers.
  ///
  /// ```swift
  /// Text("Inbox")
  ///   .onDrop(of: ["public.plain-text"], isTargeted: $isOver) { providers in
  ///     inbox.receive(providers)
  ///     return true
  ///   }
  /// ```
  ///
  /// As the form with `UTType`s, with the types `UTType(_:)` makes of the identifiers (those it
  /// does not know match nothing).
  ///
  /// - Parameters:
  ///   - supportedTypes: The identifiers of the types of items the view takes.
  ///   - isTargeted: Set while a drag it takes is over the view.
  ///   - action: Takes the providers; returns whether the drop was accepted.
  /// - Returns: The view, as a drop destination.
  public func onDrop(
    of supportedTypes: [String],
    isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    onDrop(of: supportedTypes.compactMap(UTType.init), isTargeted: isTargeted, perform: action)
  }

  /// Makes this view a destination for drops of items of the types `supportedTypes` identify,
  /// handed over as item providers with the drop's location in the view.
  ///
  /// - Parameters:
  ///   - supportedTypes: The identifiers of the types of items the view takes.
  ///   - isTargeted: Set while a drag it takes is over the view.
  ///   - action: Takes the providers and the location; returns whether the drop was accepted.
  /// - Returns: The view, as a drop destination.
  public func onDrop(
    of supportedTypes: [String],
    isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    onDrop(of: supportedTypes.compactMap(UTType.init), isTargeted: isTargeted, perform: action)
  }
}
#endif
