/// A text field that hides what is typed; a ``ViewHost`` types into it by its title.
///
/// Text field styles apply to it, and it is laid out, as ``TextField``. Snapshots show how many
/// characters it holds, not the characters.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View>: View {
  public typealias Body = Never
  let text: Binding<String>
  let label: Label
  let prompt: Text?
  let onCommit: () -> Void

  init(text: Binding<String>, label: Label, prompt: Text?, onCommit: @escaping () -> Void = {}) {
    self.text = text
    self.label = label
    self.prompt = prompt
    self.onCommit = onCommit
  }

  /// Creates a secure field with a label view and a prompt.
  ///
  /// - Parameters:
  ///   - text: The string the field edits.
  ///   - prompt: The text shown while the field is empty (recorded).
  ///   - label: What the field is for.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, label: label(), prompt: prompt)
  }

  func children(in environment: EnvironmentValues) -> [(key: ChildKey, view: any View)] {
    guard let style = environment._textFieldStyle else { return [(.content, label)] }
    let configuration = TextField<_TextFieldStyleLabel>(
      text: text,
      label: _TextFieldStyleLabel(content: label),
      prompt: prompt,
      onCommit: onCommit
    )
    let body = StyledControlBody(properties: StyleProperties(style: style.base)) { _ in
      AnyView(style.make(configuration).environment(\._textFieldStyle, nil))
    }
    return [(.content, body)]
  }
}

extension SecureField where Label == Text {
  /// Creates a secure field with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - text: The string the field edits.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, label: Text(title), prompt: nil)
  }

  /// Creates a secure field with a title and a prompt.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - text: The string the field edits.
  ///   - prompt: The text shown while the field is empty (recorded).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, label: Text(title), prompt: prompt)
  }

  /// Creates a secure field with a commit callback (the form before `onSubmit`).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - text: The string the field edits.
  ///   - onCommit: Called when the field is submitted.
  public init<S: StringProtocol>(
    _ title: S,
    text: Binding<String>,
    onCommit: @escaping () -> Void
  ) {
    self.init(text: text, label: Text(title), prompt: nil, onCommit: onCommit)
  }
}

extension SecureField: EnvironmentReadingView, SnapshotDescribable, TextInputControl {
  var snapshotLine: String { "SecureField text: \(text.wrappedValue.count) characters" }
  var textBinding: Binding<String> { text }
  func commit() { onCommit() }
}
