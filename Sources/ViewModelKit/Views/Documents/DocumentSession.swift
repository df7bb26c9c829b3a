/// The file of a document window: which document it shows, where it lives, and how to write it.
///
/// A hosted app's window owns one (`AppWindowState`); the window's views describe their document
/// type to it and the host opens and saves through it.
@MainActor
final class DocumentSession: ObservableObject {
  /// A document read from a file, replacing the one shown; `generation` gives each its identity.
  struct Opened {
    let generation: Int
    let document: Any
  }

  /// How the shown group reads and writes its document type.
  struct DocumentType {
    let readableContentTypes: [UTType]
    let writableContentTypes: [UTType]
    let isEditable: Bool
    let read: (FileDocumentReadConfiguration) throws -> Any
  }

  /// The last document opened from a file, or `nil` while the new document is shown.
  @Published private(set) var opened: Opened?
  /// The shown document's file, or `nil` for a new document not yet saved.
  @Published private(set) var fileURL: URL?
  /// The type the document was opened or last saved as.
  private(set) var contentType: UTType?
  /// The wrapper the document was read from or last saved as.
  private(set) var file: FileWrapper?

  /// Set by the document group's window each time it is evaluated.
  var documentType: DocumentType?
  /// Writes the shown document: set by its editor each time it is evaluated.
  var writer: ((FileDocumentWriteConfiguration) throws -> FileWrapper)?

  /// Shows `document`, read from `file` at `url` as `contentType`.
  func open(_ document: Any, from file: FileWrapper, at url: URL, as contentType: UTType) {
    opened = Opened(generation: (opened?.generation ?? 0) + 1, document: document)
    didSave(file, at: url, as: contentType)
  }

  /// Records that the shown document now lives at `url`, as `file`.
  func didSave(_ file: FileWrapper, at url: URL, as contentType: UTType) {
    self.file = file
    self.contentType = contentType
    fileURL = url
  }
}

private struct DocumentSessionKey: EnvironmentKey {
  static var defaultValue: DocumentSession? { nil }
}

extension EnvironmentValues {
  /// The document session of the app window a view is in, when it shows a document group.
  var documentSession: DocumentSession? {
    get { self[DocumentSessionKey.self] }
    set { self[DocumentSessionKey.self] = newValue }
  }
}
