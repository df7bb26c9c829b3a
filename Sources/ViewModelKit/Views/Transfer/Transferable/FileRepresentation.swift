/// A representation of an item as a file: the item names a file to send, and is made from a
/// file it receives.
///
/// ```swift
/// struct Movie: Transferable {
///   let url: URL
///   static var transferRepresentation: some TransferRepresentation {
///     FileRepresentation(contentType: .mpeg4Movie) { movie in
///       SentTransferredFile(movie.url)
///     } importing: { received in
///       let copy = URL.documentsDirectory.appendingPathComponent("movie.mp4")
///       try FileManager.default.copyItem(at: received.file, to: copy)
///       return Movie(url: copy)
///     }
///   }
/// }
/// ```
///
/// The sent file is read when a receiver asks for it. The receiver always gets a copy
/// (`isOriginalFile` is `false`) in a temporary folder of its own, named after the content type
/// (`Transferred.mp4`), which is removed once `importing` returns, as a device removes it: copy
/// what you keep. Differs from `CoreTransferable`: the copy does not keep the sent file's name,
/// and opening in place is not offered (`shouldAttemptToOpenInPlace` is ignored).
public struct FileRepresentation<Item: Transferable>: TransferRepresentation,
  PrimitiveTransferRepresentation
{
  let entry: TransferEntry<Item>

  /// Creates a representation that sends and receives the item as a file.
  ///
  /// - Parameters:
  ///   - contentType: The type of the file.
  ///   - shouldAttemptToOpenInPlace: Whether the receiver would open the sender's file itself
  ///     (ignored: it gets a copy).
  ///   - exporting: Names the file of an item.
  ///   - importing: Makes an item of a received file.
  public init(
    contentType: UTType,
    shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    entry = TransferEntry(
      contentType: contentType,
      exporting: Self.exporter(exporting),
      importing: Self.importer(importing, contentType: contentType)
    )
  }

  /// Creates a representation that only sends the item as a file.
  ///
  /// - Parameters:
  ///   - exportedContentType: The type of the file.
  ///   - shouldAllowToOpenInPlace: Whether a receiver may open the file itself (ignored).
  ///   - exporting: Names the file of an item.
  public init(
    exportedContentType: UTType,
    shouldAllowToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) {
    entry = TransferEntry(
      contentType: exportedContentType,
      exporting: Self.exporter(exporting),
      importing: nil
    )
  }

  /// Creates a representation that only receives the item as a file.
  ///
  /// - Parameters:
  ///   - importedContentType: The type of the file.
  ///   - shouldAttemptToOpenInPlace: Whether to open the sender's file itself (ignored).
  ///   - importing: Makes an item of a received file.
  public init(
    importedContentType: UTType,
    shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    entry = TransferEntry(
      contentType: importedContentType,
      exporting: nil,
      importing: Self.importer(importing, contentType: importedContentType)
    )
  }

  public var body: Self { self }

  var erasedEntries: Any { [entry] }

  /// Reads the file the item sends.
  private static func exporter(
    _ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) -> @Sendable (Item) async throws -> Data {
    { item in try Data(contentsOf: try await exporting(item).file) }
  }

  /// Writes the data to a temporary file, hands it to `importing` and removes it afterwards.
  private static func importer(
    _ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item,
    contentType: UTType
  ) -> @Sendable (Data) async throws -> Item {
    { data in
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("Transferred-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      var file = folder.appendingPathComponent("Transferred")
      if let pathExtension = contentType.preferredFilenameExtension {
        file.appendPathExtension(pathExtension)
      }
      try data.write(to: file)
      return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
    }
  }
}
