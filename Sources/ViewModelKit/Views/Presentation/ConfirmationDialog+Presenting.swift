extension View {
  /// Presents a confirmation dialog about a value while a binding is `true` and the value is not
  /// `nil`, with buttons and a message made from the value.
  ///
  /// As SwiftUI's, the dialog shows only while both hold; its buttons dismiss it (writing `false`)
  /// and a "Cancel" button is added unless one has the cancel role.
  ///
  /// ```swift
  /// .confirmationDialog("Delete?", isPresented: $confirming, presenting: pendingItem) { item in
  ///   Button("Delete \(item.name)", role: .destructive) { delete(item) }
  /// } message: { item in
  ///   Text("\(item.name) will be removed.")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the dialog is shown.
  ///   - titleVisibility: Whether the title shows.
  ///   - data: The value, or `nil` (no dialog).
  ///   - actions: Makes the buttons from the value.
  ///   - message: Makes the message from the value.
  /// - Returns: The view.
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A?, M??>>> {
    let presented = Binding(
      get: { isPresented.wrappedValue && data != nil },
      set: { isPresented.wrappedValue = $0 }
    )
    // As in SwiftUI, the closures do not escape: the buttons and message are made now, from the
    // value this body sees.
    let shownActions = data.map(actions)
    let shownMessage = data.map(message)
    return confirmationDialog(
      title,
      isPresented: presented,
      titleVisibility: titleVisibility,
      actions: { shownActions },
      message: { shownMessage }
    )
  }

  /// Presents a confirmation dialog about a value, with buttons made from it.
  ///
  /// ```swift
  /// .confirmationDialog("Archive?", isPresented: $asking, presenting: note) { note in
  ///   Button("Archive \(note.title)") { archive(note) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the dialog is shown.
  ///   - titleVisibility: Whether the title shows.
  ///   - data: The value, or `nil` (no dialog).
  ///   - actions: Makes the buttons from the value.
  /// - Returns: The view.
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A?, EmptyView??>>> {
    confirmationDialog(
      title,
      isPresented: isPresented,
      titleVisibility: titleVisibility,
      presenting: data,
      actions: actions
    ) { _ in EmptyView() }
  }

  /// Presents a confirmation dialog titled with a localized key about a value, with buttons and
  /// a message made from the value.
  ///
  /// ```swift
  /// .confirmationDialog("Delete?", isPresented: $confirming, presenting: item) { item in
  ///   Button("Delete", role: .destructive) { delete(item) }
  /// } message: { item in
  ///   Text(item.name)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether the dialog is shown.
  ///   - titleVisibility: Whether the title shows.
  ///   - data: The value, or `nil` (no dialog).
  ///   - actions: Makes the buttons from the value.
  ///   - message: Makes the message from the value.
  /// - Returns: The view.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A?, M??>>> {
    confirmationDialog(
      Text(titleKey).textContent,
      isPresented: isPresented,
      titleVisibility: titleVisibility,
      presenting: data,
      actions: actions,
      message: message
    )
  }

  /// Presents a confirmation dialog titled with a localized key about a value, with buttons made
  /// from it.
  ///
  /// ```swift
  /// .confirmationDialog("Archive?", isPresented: $asking, presenting: note) { note in
  ///   Button("Archive") { archive(note) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether the dialog is shown.
  ///   - titleVisibility: Whether the title shows.
  ///   - data: The value, or `nil` (no dialog).
  ///   - actions: Makes the buttons from the value.
  /// - Returns: The view.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, _AlertCard<A?, EmptyView??>>> {
    confirmationDialog(
      Text(titleKey).textContent,
      isPresented: isPresented,
      titleVisibility: titleVisibility,
      presenting: data,
      actions: actions
    )
  }
}
