/// A document stored as a value: it reads itself from a file and writes itself to one, and a
/// ``DocumentGroup`` edits it through a binding.
///
/// ```swift
/// struct TextFile: FileDocument {
///   static var readableContentTypes: [UTType] { [.plainText] }
///   var text = ""
///
///   init(text: String = "") { self.text = text }
///
///   init(configuration: ReadConfiguration) throws {
///     guard let data = configuration.file.regularFileContents else {
///       throw CocoaError(.fileReadCorruptFile)
///     }
///     text = String(decoding: data, as: UTF8.self)
///   }
///
///   func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(text.utf8))
///   }
/// }
/// ```
@preconcurrency
public protocol FileDocument: Sendable {
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

  /// Writes the document into a file wrapper.
  ///
  /// - Parameter configuration: The type to write and the file the document was read from.
  /// - Returns: The wrapper to save: a regular file, or a folder of files (a package).
  /// - Throws: When the document cannot be written.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

  /// What ``fileWrapper(configuration:)`` writes with.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  /// The readable types: a document saves as the types it opens.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads itself from: the file and its type.
public struct FileDocumentReadConfiguration {
  /// The type of the file, one of the document's readable types.
  public let contentType: UTType
  /// The file.
  public let file: FileWrapper
}

/// What a document writes itself with: the type to save as and the file it was read from.
public struct FileDocumentWriteConfiguration {
  /// The type to save as, one of the document's writable types.
  public let contentType: UTType
  /// The file the document was read from or last saved to, or `nil` for a new document.
  public let existingFile: FileWrapper?
}
