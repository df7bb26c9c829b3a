#if !canImport(Darwin)
public import Foundation

extension NSItemProvider {
  /// Creates a provider of a string, as UTF-8 plain text.
  ///
  /// ```swift
  /// .onDrag { NSItemProvider(object: card.title as NSString) }
  /// ```
  ///
  /// - Parameter object: The string.
  public convenience init(object: NSString) {
    self.init()
    let data = Data(String(object).utf8)
    register(UTType.utf8PlainText.identifier, .async { data })
  }

  /// Creates a provider of a URL, as its absolute string (`public.url`).
  ///
  /// - Parameter object: The URL.
  public convenience init(object: NSURL) {
    self.init()
    let data = Data((object as URL).absoluteString.utf8)
    register(UTType.url.identifier, .async { data })
  }

  /// Creates a provider of a file's contents, as the type its extension names; `nil` when
  /// nothing is at the URL.
  ///
  /// - Parameter fileURL: The file.
  public convenience init?(contentsOf fileURL: URL) {
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
    self.init()
    let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
    register(type.identifier, .async { try Data(contentsOf: fileURL) })
    suggestedName = fileURL.deletingPathExtension().lastPathComponent
  }

  /// Whether the provider has a representation a `String` loads from (plain text).
  ///
  /// - Parameter aClass: `String.self`.
  /// - Returns: `true` when one is registered.
  public func canLoadObject(ofClass aClass: String.Type) -> Bool {
    hasItemConformingToTypeIdentifier(UTType.plainText.identifier)
  }

  /// Whether the provider has a representation a `URL` loads from (`public.url`).
  ///
  /// - Parameter aClass: `URL.self`.
  /// - Returns: `true` when one is registered.
  public func canLoadObject(ofClass aClass: URL.Type) -> Bool {
    hasItemConformingToTypeIdentifier(UTType.url.identifier)
  }

  /// Loads the item as a string, from its first plain-text representation.
  ///
  /// ```swift
  /// _ = provider.loadObject(ofClass: String.self) { string, _ in
  ///   if let string { DispatchQueue.main.async { titles.append(string) } }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - aClass: `String.self`.
  ///   - completionHandler: Gets the string, or an error.
  /// - Returns: The loading's progress.
  @discardableResult
  public func loadObject(
    ofClass aClass: String.Type,
    completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void
  ) -> Progress {
    loadDataRepresentation(forTypeIdentifier: UTType.plainText.identifier) { data, error in
      completionHandler(data.map { String(decoding: $0, as: UTF8.self) }, error)
    }
  }

  /// Loads the item as a URL, from its first `public.url` representation.
  ///
  /// - Parameters:
  ///   - aClass: `URL.self`.
  ///   - completionHandler: Gets the URL, or an error.
  /// - Returns: The loading's progress.
  @discardableResult
  public func loadObject(
    ofClass aClass: URL.Type,
    completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
  ) -> Progress {
    loadDataRepresentation(forTypeIdentifier: UTType.url.identifier) { data, error in
      let url = data.flatMap { URL(string: String(decoding: $0, as: UTF8.self)) }
      completionHandler(url, url == nil ? error ?? CocoaError(.coderReadCorrupt) : nil)
    }
  }

  /// Loads the item as a transferable value, from the first representation its type imports.
  ///
  /// - Parameters:
  ///   - transferableType: The value's type.
  ///   - completionHandler: Gets the value, or the error.
  /// - Returns: The loading's progress.
  @discardableResult
  public func loadTransferable<T: Transferable>(
    type transferableType: T.Type,
    completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    // `Progress` is thread-safe, as Foundation documents.
    let counted = UncheckedSendable(value: progress)
    let offer = DragOffer(provider: self)
    Self.start {
      let result: Result<T, any Error>
      do {
        if let item = try await offer.load(as: T.self) {
          result = .success(item)
        } else {
          result = .failure(NSError(domain: NSItemProviderErrorDomain, code: -1000))
        }
      } catch {
        result = .failure(error)
      }
      counted.value.completedUnitCount = 1
      completionHandler(result)
    }
    return progress
  }
}

extension NSItemProvider {
  /// A provider of what a drag offers, each representation loading from it.
  convenience init(offer: DragOffer) {
    self.init()
    for representation in offer.representations {
      register(representation.contentType.identifier, .async(representation.data))
    }
  }
}

extension DragOffer {
  /// What a provider offers: its representations of known types, in order.
  init(provider: NSItemProvider) {
    payloadType = "NSItemProvider"
    representations = provider.state.withLock { $0.registrations }
      .compactMap { registration in
        UTType(registration.typeIdentifier)
          .map { type in
            Representation(contentType: type) {
              let result = await NSItemProvider.load(registration)
              guard let data = result.data else {
                throw result.error ?? NSError(domain: NSItemProviderErrorDomain, code: -1000)
              }
              return data
            }
          }
      }
  }
}
#endif
