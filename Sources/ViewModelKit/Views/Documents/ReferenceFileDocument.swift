/// A document stored as an observable object: it reads itself from a file, gives snapshots of its
/// contents to write, and a ``DocumentGroup`` observes it.
///
/// ```swift
/// final class Sketch: ReferenceFileDocument, @unchecked Sendable {
///   static var readableContentTypes: [UTType] { [.json] }
///   @Published var strokes: [Stroke] = []
///
///   init() {}
///
///   init(configuration: ReadConfiguration) throws {
///     let data = configuration.file.regularFileContents ?? Data()
///     strokes = try JSONDecoder().decode([Stroke].self, from: data)
///   }
///
///   func snapshot(contentType: UTType) throws -> [Stroke] { strokes }
///
///   func fileWrapper(snapshot: [Stroke], configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
///   }
/// }
/// ```
///
/// Saving takes a ``snapshot(contentType:)`` first and then writes it with
/// ``fileWrapper(snapshot:configuration:)``.
@preconcurrency
public protocol ReferenceFileDocument: ObservableObject, Sendable {
  /// What a snapshot of the document's contents is.
  associatedtype Snapshot

  /// The types of file the document opens.
  static var readableContentTypes: [UTType] { get }

  /// The types of file the document saves as; ``readableContentTypes`` unless you say otherwise.
  static var writableContentTypes: [UTType] { get }

  /// Reads the document from a file.
  ///
  /// - Parameter configuration: The file and its type.
  /// - Throws: When the file cannot be read as this document.
  init(configuration: ReadConfiguration) throws

  /// What ``init(configuration:)`` reads.
  typealias ReadConfiguration = FileDocumentReadConfiguration

  /// A copy of the document's contents to save as `contentType`.
  ///
  /// - Parameter contentType: The type the snapshot is saved as.
  /// - Returns: The snapshot.
  /// - Throws: When no snapshot can be taken.
  func snapshot(contentType: UTType) throws -> Snapshot

  /// Writes a snapshot into a file wrapper.
  ///
  /// - Parameters:
  ///   - snapshot: What ``snapshot(contentType:)`` returned.
  ///   - configuration: The type to write and the file the document was read from.
  /// - Returns: The wrapper to save.
  /// - Throws: When the snapshot cannot be written.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

  /// What ``fileWrapper(snapshot:configuration:)`` writes with.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  /// The readable types: a document saves as the types it opens.
  public static var writableContentTypes: [UTType] { readableContentTypes }

  /// The document written as `contentType`: a snapshot, then its wrapper.
  func fileWrapper(contentType: UTType, existingFile: FileWrapper?) throws -> FileWrapper {
    try fileWrapper(
      snapshot: try snapshot(contentType: contentType),
      configuration: WriteConfiguration(contentType: contentType, existingFile: existingFile)
    )
  }
}
