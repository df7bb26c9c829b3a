public import Foundation

extension ViewHost {
  /// The file of the document the hosted app's document group shows, or `nil` for a new document
  /// not yet saved (and when the host shows no document group).
  ///
  /// ```swift
  /// let host = ViewHost(app: TextEditApp())
  /// #expect(host.documentURL == nil)  // a new untitled document
  /// ```
  public var documentURL: URL? { shownDocumentSession?.fileURL }

  /// Opens the file at `url` in the hosted app's document group, as a person picking it in the
  /// document browser does, then flushes.
  ///
  /// The file is read into a `FileWrapper` and the group's document type reads itself from it
  /// (`init(configuration:)`, with the first readable type that the file's type conforms to:
  /// `contentType`, or the type its extension names). The window then shows the editor of that document, with its
  /// `fileURL`, in place of the one it showed (whose state goes away).
  ///
  /// ```swift
  /// try host.openDocument(at: notesURL)
  /// #expect(shownTexts(host) == ["Groceries"])
  /// ```
  ///
  /// A device knows the extensions of the app's own types from its `Info.plist`, which is not
  /// read here: give such a file's type as `contentType`.
  ///
  /// - Parameters:
  ///   - url: The document's file.
  ///   - contentType: The file's type; `nil` to work it out from the file's extension.
  /// - Throws: ``DocumentHostError`` when the host shows no document group or the file is not of
  ///   a readable type; the error reading the file, or the one the document's initializer threw.
  public func openDocument(at url: URL, as contentType: UTType? = nil) throws {
    guard let session = shownDocumentSession, let type = session.documentType else {
      throw DocumentHostError.noDocumentGroup
    }
    let file = try FileWrapper(url: url, options: .immediate)
    let fileType = contentType ?? Self.contentType(of: url)
    guard let contentType = type.readableContentTypes.first(where: fileType.conforms(to:)) else {
      throw DocumentHostError.notReadable(
        file: url.lastPathComponent,
        readable: type.readableContentTypes.map(\.identifier)
      )
    }
    let document = try type.read(
      FileDocumentReadConfiguration(contentType: contentType, file: file)
    )
    interact { session.open(document, from: file, at: url, as: contentType) }
  }

  /// Saves the shown document, as a device's autosave (or Save, or Save As with a `url`) does,
  /// then flushes.
  ///
  /// The document writes itself (`fileWrapper(configuration:)`, or for a reference document
  /// `snapshot(contentType:)` then `fileWrapper(snapshot:configuration:)`) as the first writable
  /// type the file's type conforms to (`contentType`, the type its extension names, or for its
  /// own file the type it was opened or saved as), with the file it was read from or last saved as its
  /// `existingFile`, and the wrapper is written to the file. The document's `fileURL` becomes
  /// `url`.
  ///
  /// ```swift
  /// try host.type("Milk", into: "Text")
  /// try host.saveDocument(to: folder.appendingPathComponent("Shopping.txt"))
  /// ```
  ///
  /// - Parameters:
  ///   - url: Where to save; `nil` for the document's own file.
  ///   - contentType: The file's type; `nil` to work it out as above.
  /// - Throws: ``DocumentHostError`` when the host shows no document, the group only views its
  ///   documents, a new document is saved without a `url`, or the file's type is not writable;
  ///   the error the document or the writing threw.
  public func saveDocument(to url: URL? = nil, as contentType: UTType? = nil) throws {
    guard let session = shownDocumentSession, let type = session.documentType,
      let writer = session.writer
    else {
      throw DocumentHostError.noDocumentGroup
    }
    guard type.isEditable else { throw DocumentHostError.notEditable }
    guard let url = url ?? session.fileURL else { throw DocumentHostError.untitled }
    let fileType =
      contentType ?? (url == session.fileURL ? session.contentType : Self.contentType(of: url))
    guard let fileType,
      let contentType = type.writableContentTypes.first(where: fileType.conforms(to:))
    else {
      throw DocumentHostError.notWritable(
        file: url.lastPathComponent,
        writable: type.writableContentTypes.map(\.identifier)
      )
    }
    let configuration = FileDocumentWriteConfiguration(
      contentType: contentType,
      existingFile: session.file
    )
    let file = try Diagnostics.$sink.withValue(graph.warnings) { try writer(configuration) }
    try file.write(to: url, options: .atomic, originalContentsURL: session.fileURL)
    interact { session.didSave(file, at: url, as: contentType) }
  }

  /// The document session of the shown scene, when it is a document group.
  private var shownDocumentSession: DocumentSession? {
    guard let state = appWindowState, state.shown?.kind == .documentGroup else { return nil }
    return state.documentSession
  }

  /// The type of the file at `url`, from its extension; without one, a folder or data.
  static func contentType(of url: URL) -> UTType {
    if !url.pathExtension.isEmpty, let type = UTType(filenameExtension: url.pathExtension) {
      return type
    }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    return exists && isDirectory.boolValue ? .folder : .data
  }
}

/// Why a ``ViewHost`` could not open or save a document.
public enum DocumentHostError: Error, Equatable, CustomStringConvertible {
  /// The host shows no `DocumentGroup`.
  case noDocumentGroup
  /// The file's type is not one the document reads.
  case notReadable(file: String, readable: [String])
  /// The file's type is not one the document writes.
  case notWritable(file: String, writable: [String])
  /// The group only views its documents (`DocumentGroup(viewing:viewer:)`).
  case notEditable
  /// A new document was saved without a place to save it.
  case untitled

  public var description: String {
    switch self {
    case .noDocumentGroup: "The host shows no DocumentGroup."
    case .notReadable(let file, let readable):
      "\(file) is not of a type the document reads (\(readable.joined(separator: ", ")))."
    case .notWritable(let file, let writable):
      "\(file) is not of a type the document writes (\(writable.joined(separator: ", ")))."
    case .notEditable: "The document group only views its documents."
    case .untitled: "The document is new and has no file yet: give saveDocument(to:) a URL."
    }
  }
}
