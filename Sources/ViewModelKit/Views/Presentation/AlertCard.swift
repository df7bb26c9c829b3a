/// The content of an alert or a confirmation dialog.
///
/// Its title, message and buttons are ``Text`` and ``Button`` views of the presented layer, so
/// a ``ViewHost`` taps a button by its title. Every button dismisses the presentation after its
/// action runs.
public struct _AlertCard<Actions: View, Message: View>: View, BuiltInView, TitledPresentation {
  let title: Text?
  let message: Message
  let actions: Actions
  /// The button added when the actions have none of their own (an alert's "OK") or no cancel
  /// button (a dialog's "Cancel").
  let standardButton: Button<Text>?
  let isDialog: Bool
  @Environment(\.dismiss) private var dismiss

  var presentationTitle: String? { title?.textContent }

  public var body: some View {
    let dismiss = dismiss
    let card = VStack(spacing: 12) {
      if let title { title.font(.headline) }
      message
      VStack(spacing: 8) {
        actions
        if let standardButton { standardButton }
      }
      .environment(\._dismissMenu, { dismiss() })
    }
    .padding(16)
    return Group {
      if isDialog {
        card.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
      } else {
        card.frame(width: 270)
      }
    }
  }
}

/// A presented view with a title of its own (alerts and dialogs).
@MainActor
protocol TitledPresentation {
  var presentationTitle: String? { get }
}

/// Finds whether a view value holds a button with the cancel role (a dialog then adds none).
@MainActor
enum ButtonRoles {
  static func containsCancel(_ view: any View) -> Bool {
    if let button = view as? any RoleCarrier { return button.buttonRole == .cancel }
    guard view is any StructuralView, let primitive = view as? any PrimitiveView else {
      return false
    }
    return primitive.children().contains { containsCancel($0.view) }
  }
}

@MainActor
private protocol RoleCarrier {
  var buttonRole: ButtonRole? { get }
}

extension Button: RoleCarrier {
  fileprivate var buttonRole: ButtonRole? { role }
}
