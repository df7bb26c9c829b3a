/// A representation of an item through another transferable type's representations.
///
/// ```swift
/// struct Note: Transferable {
///   var text: String
///   static var transferRepresentation: some TransferRepresentation {
///     ProxyRepresentation(exporting: \.text)  // travels as plain text
///   }
/// }
/// ```
///
/// The closures are synchronous here (`CoreTransferable` also takes `async` ones since iOS 17);
/// a key path or a closure that does not `await` compiles on both.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>:
  TransferRepresentation, PrimitiveTransferRepresentation
{
  let exporting: (@Sendable (Item) throws -> ProxyRepresentation)?
  let importing: (@Sendable (ProxyRepresentation) throws -> Item)?

  /// Creates a representation that exports the item as another one.
  ///
  /// - Parameter exporting: Makes the proxy of an item.
  public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
    self.exporting = exporting
    importing = nil
  }

  /// Creates a representation that imports the item from another one.
  ///
  /// - Parameter importing: Makes an item of the proxy.
  public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
    exporting = nil
    self.importing = importing
  }

  /// Creates a representation that exports and imports the item as another one.
  ///
  /// - Parameters:
  ///   - exporting: Makes the proxy of an item.
  ///   - importing: Makes an item of the proxy.
  public init(
    exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
    importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
  ) {
    self.exporting = exporting
    self.importing = importing
  }

  public var body: Self { self }

  /// The proxy's own entries, each wrapped to convert through it.
  var erasedEntries: Any {
    ProxyRepresentation.transferEntries.map { proxy in
      TransferEntry<Item>(
        contentType: proxy.contentType,
        exporting: exporter(through: proxy),
        importing: importer(through: proxy)
      )
    }
  }

  private func exporter(
    through proxy: TransferEntry<ProxyRepresentation>
  ) -> (@Sendable (Item) async throws -> Data)? {
    guard let convert = exporting, let export = proxy.exporting else { return nil }
    return { item in try await export(try convert(item)) }
  }

  private func importer(
    through proxy: TransferEntry<ProxyRepresentation>
  ) -> (@Sendable (Data) async throws -> Item)? {
    guard let convert = importing, let load = proxy.importing else { return nil }
    return { data in try convert(try await load(data)) }
  }
}
