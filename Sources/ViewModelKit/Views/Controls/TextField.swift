/// A control that edits a string through a binding.
///
/// A ``ViewHost`` types into it by its title (`host.type("Ada", into: "Name")`), which also gives
/// it focus, and submits it with `host.submit("Name")`. As in SwiftUI it takes all the width it is
/// offered (inside `fixedSize()`, the width of its title) and the height of one line of its title,
/// which it shows (a project decision: not the typed text); its style
/// (``View/textFieldStyle(_:)``) may wrap it.
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Bio", text: $bio, axis: .vertical)
/// TextField("Amount", value: $amount, format: .number)
/// ```
public struct TextField<Label: View>: View {
  public typealias Body = Never
  let text: Binding<String>
  let label: Label
  let prompt: Text?
  let axis: Axis
  let onEditingChanged: (Bool) -> Void
  let onCommit: () -> Void

  init(
    text: Binding<String>,
    label: Label,
    prompt: Text? = nil,
    axis: Axis = .horizontal,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.text = text
    self.label = label
    self.prompt = prompt
    self.axis = axis
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }

  /// Creates a text field with a label view and a prompt.
  ///
  /// ```swift
  /// TextField(text: $name, prompt: Text("Required")) { Text("Name") }
  /// ```
  ///
  /// - Parameters:
  ///   - text: The string the field shows and edits.
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
      axis: axis,
      onEditingChanged: onEditingChanged,
      onCommit: onCommit
    )
    let body = StyledControlBody(properties: StyleProperties(style: style.base)) { _ in
      AnyView(style.make(configuration).environment(\._textFieldStyle, nil))
    }
    return [(.content, body)]
  }
}

extension TextField where Label == Text {
  /// Creates a text field with a title.
  ///
  /// - Parameters:
  ///   - title: The title, shown when the text is empty.
  ///   - text: The string the field shows and edits.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, label: Text(title))
  }

  /// Creates a text field with a title and a prompt.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - text: The string the field shows and edits.
  ///   - prompt: The text shown while the field is empty (recorded).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, label: Text(title), prompt: prompt)
  }

  /// Creates a text field that grows along an axis when its text does not fit (recorded).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - text: The string the field shows and edits.
  ///   - axis: The axis the field grows along.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, label: Text(title), axis: axis)
  }

  /// Creates a text field with a title, a prompt and an axis to grow along.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - text: The string the field shows and edits.
  ///   - prompt: The text shown while the field is empty (recorded).
  ///   - axis: The axis the field grows along.
  public init<S: StringProtocol>(
    _ title: S,
    text: Binding<String>,
    prompt: Text?,
    axis: Axis
  ) {
    self.init(text: text, label: Text(title), prompt: prompt, axis: axis)
  }

  /// Creates a text field with editing and commit callbacks (the form before `onSubmit`).
  ///
  /// `onEditingChanged` gets `true` when the host gives the field focus; `onCommit` runs when the
  /// host submits it.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - text: The string the field shows and edits.
  ///   - onEditingChanged: Called with `true` when editing begins.
  ///   - onCommit: Called when the field is submitted.
  public init<S: StringProtocol>(
    _ title: S,
    text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(
      text: text,
      label: Text(title),
      onEditingChanged: onEditingChanged,
      onCommit: onCommit
    )
  }

  /// Creates a text field that edits a value through a format style: typed text that parses
  /// sets the value; text that does not parse leaves it unchanged.
  ///
  /// ```swift
  /// TextField("Age", value: $age, format: .number)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value.
  ///   - format: The style that formats the value and parses typed text.
  ///   - prompt: The text shown while the field is empty (recorded).
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S,
    value: Binding<F.FormatInput>,
    format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    let text = Binding<String>(
      get: { format.format(value.wrappedValue) },
      set: { newText in
        if let parsed = try? format.parseStrategy.parse(newText) { value.wrappedValue = parsed }
      }
    )
    self.init(text: text, label: Text(title), prompt: prompt)
  }
}

extension TextField: EnvironmentReadingView, TextInputControl, EditingControl {
  var textBinding: Binding<String> { text }
  func commit() { onCommit() }
  func editingChanged(_ isEditing: Bool) { onEditingChanged(isEditing) }
}
