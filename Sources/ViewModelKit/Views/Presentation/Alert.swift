/// The older alert description: a title, a message and up to two buttons, presented with
/// `alert(isPresented:content:)` or `alert(item:content:)`.
///
/// ```swift
/// .alert(isPresented: $showsError) {
///   Alert(title: Text("Failed"), message: Text(error), dismissButton: .default(Text("OK")))
/// }
/// ```
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// Creates an alert with one button ("OK" when `dismissButton` is `nil`).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - dismissButton: The button.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// Creates an alert with two buttons.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - primaryButton: The first button.
  ///   - secondaryButton: The second button.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an older alert.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button with the default style.
    ///
    /// - Parameters:
    ///   - label: The title.
    ///   - action: What it does.
    /// - Returns: The button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A cancel button.
    ///
    /// - Parameters:
    ///   - label: The title.
    ///   - action: What it does.
    /// - Returns: The button.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A cancel button titled "Cancel".
    ///
    /// - Parameter action: What it does.
    /// - Returns: The button.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// A destructive button.
    ///
    /// - Parameters:
    ///   - label: The title.
    ///   - action: What it does.
    /// - Returns: The button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }

  /// The alert as a card of views.
  @MainActor var card: _AlertCard<ForEach<Range<Int>, Int, ViewModelKit.Button<Text>>, Text?> {
    Self.card(title: title, message: message, buttons: buttons, isDialog: false)
  }

  /// A card of an older alert or action sheet: its title, message and button views.
  @MainActor static func card(
    title: Text,
    message: Text?,
    buttons: [Button],
    isDialog: Bool
  ) -> _AlertCard<ForEach<Range<Int>, Int, ViewModelKit.Button<Text>>, Text?> {
    _AlertCard(
      title: title,
      message: message,
      actions: ForEach(0..<buttons.count, id: \.self) { index in
        ViewModelKit.Button(buttons[index].label.textContent, role: buttons[index].role) {
          buttons[index].action?()
        }
      },
      standardButton: nil,
      isDialog: isDialog
    )
  }
}

extension View {
  /// Presents an older ``Alert`` while a binding is `true`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the alert is shown.
  ///   - content: Makes the alert.
  /// - Returns: The view.
  public func alert(
    isPresented: Binding<Bool>,
    content: @escaping () -> Alert
  ) -> some View {
    modifier(
      _PresentationModifier(isPresented: isPresented, kind: .alert, onDismiss: nil) {
        content().card
      }
    )
  }

  /// Presents an older ``Alert`` for an item while the binding holds one.
  ///
  /// - Parameters:
  ///   - item: The item, or `nil`.
  ///   - content: Makes the alert for the item.
  /// - Returns: The view.
  public func alert<Item: Identifiable>(
    item: Binding<Item?>,
    content: @escaping (Item) -> Alert
  ) -> some View {
    modifier(
      _PresentationModifier(item: item, id: \.id, kind: .alert, onDismiss: nil) {
        content($0).card
      }
    )
  }
}
