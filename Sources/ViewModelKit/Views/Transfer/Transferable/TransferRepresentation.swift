/// A description of how an item is exported and imported: one of the built-in representations
/// (``CodableRepresentation``, ``DataRepresentation``, ``ProxyRepresentation``), or several of
/// them composed in a ``body``.
///
/// ```swift
/// struct CardRepresentation: TransferRepresentation {
///   var body: some TransferRepresentation<Card> {
///     CodableRepresentation(contentType: .card)
///     ProxyRepresentation(exporting: \.title)
///   }
/// }
/// ```
public protocol TransferRepresentation<Item>: Sendable {
  /// The type of the item being transferred.
  associatedtype Item: Transferable
  /// The type of representation this one is made of.
  associatedtype Body: TransferRepresentation

  /// The representations this one is made of.
  @TransferRepresentationBuilder<Item>
  var body: Body { get }
}

/// A built-in representation, which the runtime reads instead of evaluating a body.
///
/// Their `Body` is themselves (`CoreTransferable` says `Never`); their body is never evaluated.
protocol PrimitiveTransferRepresentation {
  /// The ways the item travels, most preferred first, as `[TransferEntry<Item>]`.
  var erasedEntries: Any { get }
}

extension TransferRepresentation {
  /// The ways the item travels, most preferred first: a built-in representation's own, or those
  /// of its body.
  var transferEntries: [TransferEntry<Item>] {
    if let primitive = self as? any PrimitiveTransferRepresentation {
      return primitive.erasedEntries as? [TransferEntry<Item>] ?? []
    }
    return body.transferEntries as Any as? [TransferEntry<Item>] ?? []
  }
}

extension Transferable {
  /// The ways values of this type travel, most preferred first.
  static var transferEntries: [TransferEntry<Self>] {
    transferRepresentation.transferEntries as Any as? [TransferEntry<Self>] ?? []
  }
}

/// One way an item travels: as data of a content type, exported from an item, imported into one,
/// or both.
struct TransferEntry<Item>: Sendable {
  let contentType: UTType
  let exporting: (@Sendable (Item) async throws -> Data)?
  let importing: (@Sendable (Data) async throws -> Item)?
}
