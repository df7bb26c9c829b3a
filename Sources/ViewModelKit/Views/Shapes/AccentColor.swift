extension View {
  /// Sets the accent colour of this view and the views inside: the tint of its controls.
  ///
  /// SwiftUI deprecates it in favour of `tint(_:)`; here it is `tint(_:)`.
  ///
  /// ```swift
  /// NavigationStack { NotesList() }.accentColor(.orange)
  /// ```
  ///
  /// - Parameter accentColor: The colour; `nil` keeps the inherited one.
  /// - Returns: The view.
  public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }
}
