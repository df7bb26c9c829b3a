/// Composes transfer representations: the builder of ``Transferable/transferRepresentation`` and
/// ``TransferRepresentation/body``.
///
/// ```swift
/// static var transferRepresentation: some TransferRepresentation {
///   CodableRepresentation(contentType: .card)  // preferred
///   ProxyRepresentation(exporting: \.title)     // for receivers of plain text
/// }
/// ```
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
  /// Passes one representation through.
  ///
  /// - Parameter content: The representation.
  /// - Returns: `content`.
  public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R
  where R.Item == Item {
    content
  }

  /// Passes a Codable representation through, so that its item is this builder's.
  ///
  /// - Parameter content: The representation.
  /// - Returns: `content`.
  public static func buildExpression<Encoder, Decoder>(
    _ content: CodableRepresentation<Item, Encoder, Decoder>
  ) -> CodableRepresentation<Item, Encoder, Decoder>
  where
    Item: Decodable,
    Item: Encodable,
    Encoder: TopLevelEncoder,
    Decoder: TopLevelDecoder,
    Encoder.Output == Data,
    Decoder.Input == Data
  {
    content
  }

  /// Passes a single representation through.
  ///
  /// - Parameter content: The representation.
  /// - Returns: `content`.
  public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content
  where Content.Item == Item {
    content
  }

  /// Composes several representations, the first the most preferred.
  ///
  /// Each one's item must be the builder's (`buildExpression` sees to it); the pack cannot say so
  /// yet (same-element requirements are not supported).
  ///
  /// - Parameter content: The representations.
  /// - Returns: One representation holding them in order.
  public static func buildBlock<each Content: TransferRepresentation>(
    _ content: repeat each Content
  ) -> TupleTransferRepresentation<Item, (repeat each Content)> {
    var entries: [TransferEntry<Item>] = []
    for representation in repeat each content {
      entries += representation.transferEntries as Any as? [TransferEntry<Item>] ?? []
    }
    return TupleTransferRepresentation(entries: entries)
  }
}

/// Several representations composed by ``TransferRepresentationBuilder``, the first the most
/// preferred.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation,
  PrimitiveTransferRepresentation
{
  let entries: [TransferEntry<Item>]

  public var body: Self { self }

  var erasedEntries: Any { entries }
}
