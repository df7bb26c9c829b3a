/// A height a sheet can rest at (recorded).
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  /// About half the screen.
  public static let medium = PresentationDetent(description: "medium")
  /// The whole height a sheet takes (the default).
  public static let large = PresentationDetent(description: "large")

  /// A fraction of the screen's height.
  ///
  /// - Parameter fraction: The fraction.
  /// - Returns: The detent.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(description: "fraction(\(fraction))")
  }

  /// A fixed height.
  ///
  /// - Parameter height: The height.
  /// - Returns: The detent.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(description: "height(\(height))")
  }
}

/// Stops a person from swiping a presentation away: ``ViewHost/dismiss()`` refuses it while
/// the presented content holds this modifier with `true`; `dismiss()` still works.
public struct _InteractiveDismissModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  let isDisabled: Bool

  var snapshotLine: String { ".interactiveDismissDisabled(\(isDisabled))" }
}

extension View {
  /// Stops a person from swiping away the presentation this view is in.
  ///
  /// The host's ``ViewHost/dismiss()`` (a swipe down, a tap outside) then throws. Dismissing
  /// through the binding or `dismiss()` still works.
  ///
  /// ```swift
  /// EditorView().interactiveDismissDisabled(model.hasChanges)
  /// ```
  ///
  /// - Parameter isDisabled: Whether interactive dismissal is disabled.
  /// - Returns: The view.
  public func interactiveDismissDisabled(
    _ isDisabled: Bool = true
  ) -> ModifiedContent<Self, _InteractiveDismissModifier> {
    modifier(_InteractiveDismissModifier(isDisabled: isDisabled))
  }

  /// Sets the heights a sheet can rest at (recorded: a headless sheet keeps the large size).
  ///
  /// ```swift
  /// FilterView().presentationDetents([.medium, .large])
  /// ```
  ///
  /// - Parameter detents: The detents.
  /// - Returns: The view.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("presentationDetents", detents.map(\.description).sorted().joined(separator: ", "))
  }

  /// Sets the heights a sheet can rest at, with the selected one (recorded).
  ///
  /// - Parameters:
  ///   - detents: The detents.
  ///   - selection: The detent the sheet rests at.
  /// - Returns: The view.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>,
    selection: Binding<PresentationDetent>
  ) -> ModifiedContent<Self, _StyleModifier> {
    presentationDetents(detents)
  }

  /// Shows or hides a sheet's drag indicator (recorded).
  ///
  /// - Parameter visibility: The indicator's visibility.
  /// - Returns: The view.
  public func presentationDragIndicator(
    _ visibility: Visibility
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("presentationDragIndicator", visibility)
  }
}
