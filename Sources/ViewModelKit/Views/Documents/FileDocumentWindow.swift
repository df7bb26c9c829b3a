/// A document group's window for a ``FileDocument``: the new document's editor, or the editor of
/// the document last opened from a file.
struct FileDocumentWindow<Document: FileDocument, Content: View>: View {
  @ObservedObject var session: DocumentSession
  let newDocument: (() -> Document)?
  let isEditable: Bool
  let editor: (FileDocumentConfiguration<Document>) -> Content

  var body: some View {
    session.documentType = DocumentSession.DocumentType(
      readableContentTypes: Document.readableContentTypes,
      writableContentTypes: Document.writableContentTypes,
      isEditable: isEditable,
      read: { try Document(configuration: $0) }
    )
    return Group {
      if let opened = session.opened, let document = opened.document as? Document {
        editorView(of: document).id(opened.generation)
      } else if let newDocument {
        editorView(of: newDocument())
      }
    }
  }

  private func editorView(of document: Document) -> FileDocumentEditor<Document, Content> {
    FileDocumentEditor(
      document: document,
      session: session,
      fileURL: session.fileURL,
      isEditable: isEditable,
      editor: editor
    )
  }
}

/// Owns the shown document's value (its state lives as long as the opened file does) and gives
/// the editor a binding to it.
struct FileDocumentEditor<Document: FileDocument, Content: View>: View {
  @State private var document: Document
  let session: DocumentSession
  let fileURL: URL?
  let isEditable: Bool
  let editor: (FileDocumentConfiguration<Document>) -> Content

  init(
    document: Document,
    session: DocumentSession,
    fileURL: URL?,
    isEditable: Bool,
    editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    _document = State(initialValue: document)
    self.session = session
    self.fileURL = fileURL
    self.isEditable = isEditable
    self.editor = editor
  }

  var body: some View {
    let binding = $document
    session.writer = { try binding.wrappedValue.fileWrapper(configuration: $0) }
    return editor(
      FileDocumentConfiguration(document: binding, fileURL: fileURL, isEditable: isEditable)
    )
  }
}
