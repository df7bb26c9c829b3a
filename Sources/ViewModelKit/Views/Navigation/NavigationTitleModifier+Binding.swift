extension View {
  /// Sets the title of the navigation bar from a binding, which a renamable title edits.
  ///
  /// The bar shows the binding's current text as `navigationTitle(_:)` with a string does; the
  /// rename field SwiftUI offers in the title menu is not modelled, so the app changes the
  /// binding's value itself.
  ///
  /// ```swift
  /// NoteEditor(note: $note).navigationTitle($note.title)
  /// ```
  ///
  /// - Parameter title: The title.
  /// - Returns: The view.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    navigationTitle(title.wrappedValue)
  }
}
