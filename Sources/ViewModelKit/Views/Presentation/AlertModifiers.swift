extension View {
  /// Presents an alert while a binding is `true`, with buttons and a message.
  ///
  /// Its title, message and buttons are ``Text`` and ``Button`` views of the presented layer:
  /// a ``ViewHost`` taps a button by its title; every button dismisses the alert (writing
  /// `false`) after its action runs. With no buttons, the alert has an "OK" button.
  ///
  /// ```swift
  /// .alert("Sign-in failed", isPresented: $showsError) {
  ///   Button("Retry") { model.signIn() }
  ///   Button("Cancel", role: .cancel) {}
  /// } message: {
  ///   Text(model.errorMessage)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is shown.
  ///   - actions: The buttons.
  ///   - message: The message.
  /// - Returns: The view.
  public func alert<A: View, M: View>(
    _ title: Text,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A, M>>> {
    modifier(
      _PresentationModifier(isPresented: isPresented, kind: .alert, onDismiss: nil) {
        _AlertCard(
          title: title,
          message: message(),
          actions: actions(),
          standardButton: A.self == EmptyView.self ? Button("OK") {} : nil,
          isDialog: false
        )
      }
    )
  }

  /// Presents an alert with buttons while a binding is `true`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is shown.
  ///   - actions: The buttons.
  /// - Returns: The view.
  public func alert<A: View>(
    _ title: Text,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A, EmptyView>>> {
    alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
  }

  /// Presents an alert titled with a string.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is shown.
  ///   - actions: The buttons.
  ///   - message: The message.
  /// - Returns: The view.
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A, M>>> {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert titled with a string, with buttons.
  ///
  /// ```swift
  /// .alert("Saved", isPresented: $showsSaved) { Button("OK") {} }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is shown.
  ///   - actions: The buttons.
  /// - Returns: The view.
  public func alert<S: StringProtocol, A: View>(
    _ title: S,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A, EmptyView>>> {
    alert(Text(title), isPresented: isPresented, actions: actions) { EmptyView() }
  }

  /// Presents an alert about a value while a binding is `true` and the value is not `nil`;
  /// its buttons and message are made from the value.
  ///
  /// ```swift
  /// .alert("Delete?", isPresented: $confirming, presenting: pendingItem) { item in
  ///   Button("Delete \(item.name)", role: .destructive) { delete(item) }
  /// } message: { item in
  ///   Text("\(item.name) will be removed.")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is shown.
  ///   - data: The value, or `nil` (no alert).
  ///   - actions: Makes the buttons from the value.
  ///   - message: Makes the message from the value.
  /// - Returns: The view.
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A?, M?>>> {
    let presented = Binding(
      get: { isPresented.wrappedValue && data != nil },
      set: { isPresented.wrappedValue = $0 }
    )
    // As in SwiftUI, the closures do not escape: the buttons and message are made now, from the
    // value this body sees.
    let shownActions = data.map(actions)
    let shownMessage = data.map(message)
    return alert(
      Text(title),
      isPresented: presented,
      actions: { shownActions },
      message: { shownMessage }
    )
  }

  /// Presents an alert about a value, with buttons made from it.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is shown.
  ///   - data: The value, or `nil` (no alert).
  ///   - actions: Makes the buttons from the value.
  /// - Returns: The view.
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A?, EmptyView?>>> {
    alert(title, isPresented: isPresented, presenting: data, actions: actions) { _ in EmptyView() }
  }

  /// Presents a confirmation dialog (an action sheet at the bottom of the screen, as on
  /// iPhone) while a binding is `true`.
  ///
  /// A "Cancel" button is added unless a button has the cancel role; every button dismisses the
  /// dialog after its action; ``ViewHost/dismiss()`` (a tap outside) dismisses it too. The
  /// title shows only with `titleVisibility: .visible`, and the message with it.
  ///
  /// ```swift
  /// .confirmationDialog("Delete recipe?", isPresented: $confirmingDelete) {
  ///   Button("Delete", role: .destructive) { model.delete() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the dialog is shown.
  ///   - titleVisibility: Whether the title shows.
  ///   - actions: The buttons.
  ///   - message: The message.
  /// - Returns: The view.
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A, M?>>> {
    modifier(
      _PresentationModifier(isPresented: isPresented, kind: .confirmationDialog, onDismiss: nil) {
        let shown = actions()
        let showsTitle = titleVisibility == .visible
        return _AlertCard(
          title: showsTitle ? Text(title) : nil,
          message: showsTitle ? message() : nil,
          actions: shown,
          standardButton: ButtonRoles.containsCancel(shown)
            ? nil : Button("Cancel", role: .cancel) {},
          isDialog: true
        )
      }
    )
  }

  /// Presents a confirmation dialog with buttons while a binding is `true`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the dialog is shown.
  ///   - titleVisibility: Whether the title shows.
  ///   - actions: The buttons.
  /// - Returns: The view.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A, EmptyView?>>> {
    confirmationDialog(
      title,
      isPresented: isPresented,
      titleVisibility: titleVisibility,
      actions: actions
    ) { EmptyView() }
  }
}
