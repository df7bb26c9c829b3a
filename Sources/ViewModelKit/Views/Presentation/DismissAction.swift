/// Dismisses the presentation or pops the screen it is read in: read it with
/// `@Environment(\.dismiss)` and call it.
///
/// In a pushed screen it pops that screen (and any above it), animated as the back button pops
/// (the transaction's animation, else the standard push animation); in a sheet, cover, popover, alert
/// or dialog it dismisses that presentation (writing `false` or `nil` back through its binding).
/// Where nothing is presented it does nothing. The action belongs to where it is read: read in
/// a presenter and called from its sheet, it does not dismiss the sheet.
///
/// ```swift
/// struct EditorSheet: View {
///   @Environment(\.dismiss) private var dismiss
///   var body: some View {
///     Button("Done") { dismiss() }
///   }
/// }
/// ```
@MainActor
public struct DismissAction {
  let target: DismissTarget?

  /// Dismisses or pops the view it was read in.
  public func callAsFunction() {
    target?.dismiss()
  }
}

/// What a ``DismissAction`` acts on; an object, so that the environment value stays equal from
/// one update to the next.
@MainActor
class DismissTarget {
  func dismiss() {}
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(target: nil) }
}

private struct IsPresentedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Dismisses the presentation, or pops the pushed screen, this view is in.
  ///
  /// ```swift
  /// @Environment(\.dismiss) private var dismiss
  /// ```
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether this view is in a presentation or a pushed screen (the root screen of a stack
  /// and a view outside any presentation say `false`).
  ///
  /// ```swift
  /// @Environment(\.isPresented) private var isPresented
  /// ```
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}
