/// A multi-line text editor, which takes all the room it is offered.
///
/// It has no title: a ``ViewHost`` types into it by its accessibility identifier or label
/// (`host.type("Notes…", into: "notes")`).
///
/// ```swift
/// TextEditor(text: $notes).accessibilityIdentifier("notes")
/// ```
public struct TextEditor: View {
  public typealias Body = Never
  let text: Binding<String>

  /// Creates a text editor.
  ///
  /// - Parameter text: The string the editor edits.
  public init(text: Binding<String>) {
    self.text = text
  }
}

extension TextEditor: PrimitiveView, SnapshotDescribable, TextInputControl, ControlLayout {
  var snapshotLine: String { "TextEditor text: \"\(text.wrappedValue)\"" }
  var textBinding: Binding<String> { text }
  var layoutKind: LayoutKind {
    .flexibleFrame(
      minWidth: nil,
      idealWidth: nil,
      maxWidth: .infinity,
      minHeight: nil,
      idealHeight: nil,
      maxHeight: .infinity,
      alignment: .center
    )
  }
}
