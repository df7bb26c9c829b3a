/// A document group's window for a ``ReferenceFileDocument``: the new document's editor, or the
/// editor of the document last opened from a file.
struct ReferenceFileDocumentWindow<Document: ReferenceFileDocument, Content: View>: View {
  @ObservedObject var session: DocumentSession
  let newDocument: (() -> Document)?
  let isEditable: Bool
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

  var body: some View {
    session.documentType = DocumentSession.DocumentType(
      readableContentTypes: Document.readableContentTypes,
      writableContentTypes: Document.writableContentTypes,
      isEditable: isEditable,
      read: { try Document(configuration: $0) }
    )
    return Group {
      if let opened = session.opened, let document = opened.document as? Document {
        editorView(of: { document }).id(opened.generation)
      } else if let newDocument {
        editorView(of: newDocument)
      }
    }
  }

  private func editorView(
    of document: @escaping () -> Document
  ) -> ReferenceFileDocumentEditor<Document, Content> {
    ReferenceFileDocumentEditor(
      document: document,
      session: session,
      fileURL: session.fileURL,
      isEditable: isEditable,
      editor: editor
    )
  }
}

/// Owns the shown document object (made once per opened file) and observes it for the editor.
struct ReferenceFileDocumentEditor<Document: ReferenceFileDocument, Content: View>: View {
  @StateObject private var document: Document
  let session: DocumentSession
  let fileURL: URL?
  let isEditable: Bool
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

  init(
    document: @escaping () -> Document,
    session: DocumentSession,
    fileURL: URL?,
    isEditable: Bool,
    editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    _document = StateObject(wrappedValue: document())
    self.session = session
    self.fileURL = fileURL
    self.isEditable = isEditable
    self.editor = editor
  }

  var body: some View {
    let document = document
    session.writer = { configuration in
      try document.fileWrapper(
        contentType: configuration.contentType,
        existingFile: configuration.existingFile
      )
    }
    return editor(
      ReferenceFileDocumentConfiguration(
        document: document,
        fileURL: fileURL,
        isEditable: isEditable
      )
    )
  }
}
