/// A representation of a `Codable` item as encoded data (JSON unless you give coders).
///
/// ```swift
/// struct Todo: Codable, Transferable {
///   var text: String
///   static var transferRepresentation: some TransferRepresentation {
///     CodableRepresentation(contentType: .todo)
///   }
/// }
/// ```
///
/// Exporting encodes the item; importing decodes it, as the receiver's type.
@preconcurrency
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation,
  PrimitiveTransferRepresentation
where
  Item: Transferable,
  Item: Decodable,
  Item: Encodable,
  Encoder: TopLevelEncoder,
  Encoder: Sendable,
  Decoder: TopLevelDecoder,
  Decoder: Sendable,
  Encoder.Output == Data,
  Decoder.Input == Data
{
  let contentType: UTType
  let encoder: Encoder
  let decoder: Decoder

  /// Creates a representation with the coders you give.
  ///
  /// - Parameters:
  ///   - itemType: The item's type.
  ///   - contentType: The type of the encoded data.
  ///   - encoder: What encodes the item.
  ///   - decoder: What decodes it.
  public init(
    for itemType: Item.Type = Item.self,
    contentType: UTType,
    encoder: Encoder,
    decoder: Decoder
  ) {
    self.contentType = contentType
    self.encoder = encoder
    self.decoder = decoder
  }

  public var body: Self { self }

  var erasedEntries: Any {
    let encoder = encoder
    let decoder = decoder
    return [
      TransferEntry<Item>(
        contentType: contentType,
        exporting: { try encoder.encode($0) },
        importing: { try decoder.decode(Item.self, from: $0) }
      )
    ]
  }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
  /// Creates a representation that encodes the item as JSON.
  ///
  /// - Parameters:
  ///   - itemType: The item's type.
  ///   - contentType: The type of the encoded data.
  public init(for itemType: Item.Type = Item.self, contentType: UTType) {
    self.init(
      for: itemType,
      contentType: contentType,
      encoder: JSONEncoder(),
      decoder: JSONDecoder()
    )
  }
}
