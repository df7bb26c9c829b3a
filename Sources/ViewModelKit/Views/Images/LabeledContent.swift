/// A value with a label, as a settings row shows it: the label leading, the value trailing.
///
/// Headless, it is laid out as `HStack { label; Spacer(); content }`.
///
/// ```swift
/// LabeledContent("Version", value: "2.1")
/// LabeledContent("Total", value: total, format: .number)
/// LabeledContent { Text(user.email) } label: { Label("Email", systemImage: "envelope") }
/// ```
public struct LabeledContent<Label, Content> {
  let label: Label
  let content: Content
}

extension LabeledContent: View, BuiltInView where Label: View, Content: View {
  /// Creates a row from a label view and a content view.
  ///
  /// - Parameters:
  ///   - content: The value.
  ///   - label: The label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), content: content())
  }

  public var body: some View {
    HStack {
      label
      Spacer()
      content
    }
  }
}

@MainActor
extension LabeledContent where Label == Text, Content: View {
  /// Creates a row from a title and a content view.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - content: The value.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content())
  }
}

@MainActor
extension LabeledContent where Label == Text, Content == Text {
  /// Creates a row from a title and a value's text.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - value: The value's text.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(label: Text(title), content: Text(value))
  }

  /// Creates a row from a title and a value formatted with a format style.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - value: The value.
  ///   - format: How to format it.
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(label: Text(title), content: Text(format.format(value)))
  }
}
