extension View {
  /// Presents an alert titled with a localized key (a string literal picks this form), with
  /// buttons and a message.
  ///
  /// ```swift
  /// .alert("Delete \(name)?", isPresented: $confirming) {
  ///   Button("Delete", role: .destructive) { delete() }
  /// } message: {
  ///   Text("This cannot be undone.")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether the alert is shown.
  ///   - actions: The buttons.
  ///   - message: The message.
  /// - Returns: The view.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A, M>>> {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert titled with a localized key, with buttons.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether the alert is shown.
  ///   - actions: The buttons.
  /// - Returns: The view.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A, EmptyView>>> {
    alert(Text(titleKey), isPresented: isPresented, actions: actions) { EmptyView() }
  }

  /// Presents a confirmation dialog titled with a localized key, with buttons and a message.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether the dialog is shown.
  ///   - titleVisibility: Whether the title shows.
  ///   - actions: The buttons.
  ///   - message: The message.
  /// - Returns: The view.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A, M?>>> {
    confirmationDialog(
      Text(titleKey).textContent,
      isPresented: isPresented,
      titleVisibility: titleVisibility,
      actions: actions,
      message: message
    )
  }

  /// Presents a confirmation dialog titled with a localized key, with buttons.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether the dialog is shown.
  ///   - titleVisibility: Whether the title shows.
  ///   - actions: The buttons.
  /// - Returns: The view.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A, EmptyView?>>> {
    confirmationDialog(
      Text(titleKey).textContent,
      isPresented: isPresented,
      titleVisibility: titleVisibility,
      actions: actions
    )
  }
}
