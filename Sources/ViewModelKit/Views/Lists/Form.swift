/// A container of grouped controls, such as a settings screen.
///
/// A form is laid out as an inset-grouped `List`: its sections as cards, each row inset and at
/// least 44 points tall (see ``List``).
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
    List { content }.listStyle(.insetGrouped)
  }
}
