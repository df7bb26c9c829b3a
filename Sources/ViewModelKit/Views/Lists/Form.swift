/// A container of grouped controls, such as a settings screen.
///
/// Headless, a form is laid out as `List` is: its rows (and its sections, each a group of rows
/// under its header and above its footer) stacked top to bottom, leading-aligned, with no spacing
/// (a grouped list's insets and backgrounds are not drawn).
///
/// ```swift
/// Form {
///   Section("Account") {
///     TextField("Name", text: $name)
///   }
///   Section {
///     Toggle("Notifications", isOn: $notifications)
///   } footer: {
///     Text("Sent at most once a day.")
///   }
/// }
/// ```
public struct Form<Content: View>: View, BuiltInView {
  let content: Content

  /// Creates a form.
  ///
  /// - Parameter content: The rows and sections.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) { content }
  }
}
