/// Whether a view is presented, and a way to dismiss it: the older spelling of
/// `@Environment(\.isPresented)` and `@Environment(\.dismiss)`, read through
/// `@Environment(\.presentationMode)`.
///
/// It says and does what ``EnvironmentValues/isPresented`` and ``DismissAction`` say and do where
/// it is read: in a sheet, cover or pushed screen, `dismiss()` dismisses or pops it; elsewhere it
/// does nothing.
///
/// ```swift
/// struct AddItemView: View {
///   @Environment(\.presentationMode) var presentationMode
///   var body: some View {
///     Button("Save") { presentationMode.wrappedValue.dismiss() }
///   }
/// }
/// ```
///
/// Differs from SwiftUI: `dismiss()` is main-actor isolated (views call it from their actions).
public struct PresentationMode {
  /// Whether the view is presented (in a presentation or a pushed screen).
  public let isPresented: Bool
  let action: DismissAction

  /// Dismisses the view if it is presented; otherwise does nothing.
  @MainActor
  public mutating func dismiss() {
    guard isPresented else { return }
    action()
  }
}

extension EnvironmentValues {
  /// A binding to the presentation mode of the view this environment belongs to; writing
  /// through it does nothing.
  ///
  /// ```swift
  /// @Environment(\.presentationMode) var presentationMode
  /// ```
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, action: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}
