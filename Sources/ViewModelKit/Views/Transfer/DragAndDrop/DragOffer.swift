/// What a drag carries: the payload's exported representations, most preferred first, each
/// able to make its data when a drop asks for it.
struct DragOffer: Sendable {
  /// One exported representation of the payload.
  struct Representation: Sendable {
    let contentType: UTType
    let data: @Sendable () async throws -> Data
  }

  /// The payload's type, as failures name it.
  let payloadType: String
  let representations: [Representation]

  /// The offer of `payload`: its type's exporting representations bound to it.
  init<T: Transferable>(_ payload: T) {
    payloadType = String(describing: T.self)
    representations = T.transferEntries.compactMap { entry in
      entry.exporting.map { export in
        Representation(contentType: entry.contentType) { try await export(payload) }
      }
    }
  }

  /// The first of the offer's representations (in its order) that one of `entries` imports,
  /// with the first such entry: the sender's preference wins, as on a device.
  func match<T>(
    _ entries: [TransferEntry<T>]
  ) -> (representation: Representation, importing: @Sendable (Data) async throws -> T)? {
    for representation in representations {
      for entry in entries {
        if let importing = entry.importing,
          representation.contentType.conforms(to: entry.contentType)
        {
          return (representation, importing)
        }
      }
    }
    return nil
  }

  /// The payload imported as `T` through the first representation `T` imports (see
  /// ``match(_:)``), or `nil` when `T` imports none of them.
  func load<T: Transferable>(as type: T.Type) async throws -> T? {
    guard let (representation, importing) = match(T.transferEntries) else { return nil }
    return try await importing(try await representation.data())
  }
}
