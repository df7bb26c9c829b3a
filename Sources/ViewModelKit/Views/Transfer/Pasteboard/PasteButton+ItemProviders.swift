#if !canImport(Darwin)
extension PasteButton {
  /// Creates a button that pastes the pasteboard's items of some content types, handed over as
  /// item providers.
  ///
  /// ```swift
  /// PasteButton(supportedContentTypes: [.plainText]) { providers in
  ///   for provider in providers {
  ///     _ = provider.loadObject(ofClass: String.self) { string, _ in
  ///       if let string { DispatchQueue.main.async { items.append(string) } }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// A tap gives `payloadAction` a provider for each item on the host's pasteboard that has a
  /// representation conforming to one of the types (nothing is called when none does); loading
  /// from them is asynchronous, as on a device (`await host.run()`).
  ///
  /// - Parameters:
  ///   - supportedContentTypes: The types of items to paste.
  ///   - payloadAction: Gets the items' providers, on the main actor.
  public init(
    supportedContentTypes: [UTType],
    payloadAction: @escaping ([NSItemProvider]) -> Void
  ) {
    payloadType = supportedContentTypes.map(\.identifier).joined(separator: ", ")
    paste = { pasteboard in
      let providers = pasteboard.items
        .filter { offer in
          offer.representations.contains { representation in
            supportedContentTypes.contains { representation.contentType.conforms(to: $0) }
          }
        }
        .map(NSItemProvider.init(offer:))
      if !providers.isEmpty { payloadAction(providers) }
    }
  }
}
#endif
