/// How a presentation is shown, as the host reports it.
public enum PresentationKind: String, Sendable, Equatable {
  /// `sheet(isPresented:)` and `sheet(item:)`.
  case sheet
  /// `fullScreenCover(isPresented:)` and `fullScreenCover(item:)`.
  case fullScreenCover
  /// `popover`, shown as a sheet in compact width.
  case popover
  /// `alert` in all its forms.
  case alert
  /// `confirmationDialog`.
  case confirmationDialog

  var placement: PresentationPlacement {
    switch self {
    case .sheet, .popover: .sheet
    case .fullScreenCover: .fullScreenCover
    case .alert, .confirmationDialog: .overlay
    }
  }

  /// How it comes and goes in an animated transaction: sheets and covers slide up from the
  /// bottom edge; alerts and dialogs fade.
  var transition: AnyTransition {
    switch self {
    case .sheet, .popover, .fullScreenCover: .move(edge: .bottom)
    case .alert, .confirmationDialog: .opacity
    }
  }

  /// Whether a person can dismiss it without a button: a sheet or popover by swiping it down,
  /// a dialog by tapping outside; an alert or a full-screen cover only through its content.
  var isInteractivelyDismissible: Bool {
    switch self {
    case .sheet, .popover, .confirmationDialog: true
    case .fullScreenCover, .alert: false
    }
  }
}

/// The layer a presenting modifier shows over the screen: its content, keyed by what is
/// presented (another item is another identity), or nothing.
struct PresentedLayer: View, PrimitiveView, StackLayoutConvertible, SnapshotDescribable {
  typealias Body = Never
  let id: AnyHashable?
  let kind: PresentationKind
  let content: AnyView?
  let target: PresentationDismissTarget

  func children() -> [(key: ChildKey, view: any View)] {
    guard let id, let content else { return [] }
    return [
      (
        .id(id),
        content
          .frame(maxWidth: .infinity, maxHeight: .infinity)  // A transition moves the whole layer.
          // `presentationBackground` fills the whole layer; it does not reach the layers under it.
          .backgroundPreferenceValue(_PresentationSurfaceKey.self) { $0.view }
          .transformPreference(_PresentationSurfaceKey.self) { $0 = PresentationSurface() }
          .environment(\.dismiss, DismissAction(target: target))
          .environment(\.isPresented, true)
          .transition(kind.transition)
      )
    ]
  }

  var isShown: Bool { id != nil && content != nil }

  var layoutKind: LayoutKind { isShown ? .screens(visibleFrom: 0, hasBars: false) : .empty }

  var snapshotLine: String { isShown ? "PresentedLayer \(kind.rawValue)" : "PresentedLayer" }
}

/// Dismisses one presentation: writes `false` or `nil` through the binding that presented it.
final class PresentationDismissTarget: DismissTarget {
  var action: () -> Void = {}

  override func dismiss() {
    action()
  }
}
