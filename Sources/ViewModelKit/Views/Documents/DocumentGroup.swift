/// A scene of document windows: each edits (or views) one document of a type, new or read from
/// a file.
///
/// ```swift
/// @main
/// struct TextEditApp: App {
///   var body: some Scene {
///     DocumentGroup(newDocument: TextFile()) { file in
///       TextEditor(text: file.$document.text)
///     }
///   }
/// }
/// ```
///
/// Headlessly there is no document browser: a hosted app (``ViewHost/init(app:size:safeAreaInsets:framesPerSecond:)``,
/// or `App.main()`) opens on a new untitled document's editor, whose `fileURL` is `nil`;
/// ``ViewHost/openDocument(at:as:)`` opens a file in its place, and ``ViewHost/saveDocument(to:as:)``
/// writes the shown document as a device's autosave and Save do. A viewer group shows nothing
/// until a file is opened. A document group counts as a window group when the host picks the
/// scene to show.
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
  public typealias Body = Never
  /// Makes the window's content for the window's document session.
  let makeWindow: @MainActor (DocumentSession) -> AnyView

  func resolve(into scenes: inout [ResolvedScene]) {
    let makeWindow = makeWindow
    scenes.append(
      ResolvedScene(kind: .documentGroup, title: nil, id: nil) {
        AnyView(DocumentSessionReader(makeWindow: makeWindow))
      }
    )
  }
}

extension DocumentGroup where Document: FileDocument {
  /// Creates a group of windows that edit documents of a value type, starting from
  /// `newDocument`.
  ///
  /// - Parameters:
  ///   - newDocument: Makes a new document.
  ///   - editor: The window's content for a document.
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    makeWindow = { session in
      AnyView(
        FileDocumentWindow(
          session: session,
          newDocument: newDocument,
          isEditable: true,
          editor: editor
        )
      )
    }
  }

  /// Creates a group of windows that show documents of a value type without editing them.
  ///
  /// - Parameters:
  ///   - documentType: The document's type.
  ///   - viewer: The window's content for a document.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    makeWindow = { session in
      AnyView(
        FileDocumentWindow(session: session, newDocument: nil, isEditable: false, editor: viewer)
      )
    }
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// Creates a group of windows that edit documents of a reference type, starting from the
  /// object `newDocument` makes.
  ///
  /// - Parameters:
  ///   - newDocument: Makes a new document, once per window.
  ///   - editor: The window's content for a document.
  public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    makeWindow = { session in
      AnyView(
        ReferenceFileDocumentWindow(
          session: session,
          newDocument: newDocument,
          isEditable: true,
          editor: editor
        )
      )
    }
  }

  /// Creates a group of windows that show documents of a reference type without editing them.
  ///
  /// - Parameters:
  ///   - documentType: The document's type.
  ///   - viewer: The window's content for a document.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    makeWindow = { session in
      AnyView(
        ReferenceFileDocumentWindow(
          session: session,
          newDocument: nil,
          isEditable: false,
          editor: viewer
        )
      )
    }
  }
}

/// Gives a document group's window its app window's session (a fresh one outside an app).
struct DocumentSessionReader: View {
  @Environment(\.documentSession) private var session
  @StateObject private var ownSession = DocumentSession()
  let makeWindow: @MainActor (DocumentSession) -> AnyView

  var body: some View {
    makeWindow(session ?? ownSession)
  }
}
