public import Foundation

/// What a ``DocumentGroup`` gives its editor of a ``FileDocument``: a binding to the document,
/// its file and whether it may be edited.
///
/// ```swift
/// DocumentGroup(newDocument: TextFile()) { file in
///   TextEditor(text: file.$document.text)
/// }
/// ```
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document; write through `$document` to edit it.
  @Binding public var document: Document

  /// The document's file, or `nil` for a new document not yet saved.
  public var fileURL: URL?

  /// Whether the document may be edited: `false` in a viewer (`DocumentGroup(viewing:viewer:)`).
  public var isEditable: Bool
}

/// What a ``DocumentGroup`` gives its editor of a ``ReferenceFileDocument``: the observed
/// document, its file and whether it may be edited.
///
/// ```swift
/// DocumentGroup(newDocument: { Sketch() }) { file in
///   SketchEditor(sketch: file.document)
/// }
/// ```
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document.
  @ObservedObject public var document: Document

  /// The document's file, or `nil` for a new document not yet saved.
  public var fileURL: URL?

  /// Whether the document may be edited: `false` in a viewer (`DocumentGroup(viewing:viewer:)`).
  public var isEditable: Bool
}
