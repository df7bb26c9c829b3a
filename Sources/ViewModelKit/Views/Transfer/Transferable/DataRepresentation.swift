/// A representation of an item as data it makes and reads itself.
///
/// ```swift
/// extension Sketch: Transferable {
///   static var transferRepresentation: some TransferRepresentation {
///     DataRepresentation(contentType: .sketch) { sketch in
///       sketch.encoded()
///     } importing: { data in
///       try Sketch(decoding: data)
///     }
///     DataRepresentation(exportedContentType: .png) { $0.pngData() }
///   }
/// }
/// ```
public struct DataRepresentation<Item: Transferable>: TransferRepresentation,
  PrimitiveTransferRepresentation
{
  let entry: TransferEntry<Item>

  /// Creates a representation that exports and imports the item as data.
  ///
  /// - Parameters:
  ///   - contentType: The type of the data.
  ///   - exporting: Makes the data of an item.
  ///   - importing: Makes an item of the data.
  public init(
    contentType: UTType,
    exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    entry = TransferEntry(contentType: contentType, exporting: exporting, importing: importing)
  }

  /// Creates a representation that only exports the item as data.
  ///
  /// - Parameters:
  ///   - exportedContentType: The type of the data.
  ///   - exporting: Makes the data of an item.
  public init(
    exportedContentType: UTType,
    exporting: @escaping @Sendable (Item) async throws -> Data
  ) {
    entry = TransferEntry(contentType: exportedContentType, exporting: exporting, importing: nil)
  }

  /// Creates a representation that only imports the item from data.
  ///
  /// - Parameters:
  ///   - importedContentType: The type of the data.
  ///   - importing: Makes an item of the data.
  public init(
    importedContentType: UTType,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    entry = TransferEntry(contentType: importedContentType, exporting: nil, importing: importing)
  }

  public var body: Self { self }

  var erasedEntries: Any { [entry] }
}
