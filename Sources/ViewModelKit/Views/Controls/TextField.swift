/// A control that edits a string through a binding.
///
/// A ``ViewHost`` types into it by its title: `host.type("Ada", into: "Name")`.
///
/// ```swift
/// TextField("Name", text: $name)
/// ```
public struct TextField<Label: View>: View {
  public typealias Body = Never

  let text: Binding<String>
  let label: Label
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
}

extension TextField: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, label)] }
}
