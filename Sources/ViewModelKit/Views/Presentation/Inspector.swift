extension View {
  /// Presents an inspector while a binding is `true`: on iPhone (a compact width), a sheet.
  ///
  /// As on iPhone, the inspector's content is presented as a `sheet(isPresented:onDismiss:content:)`
  /// is: over the screen below a 10-point gap, dismissed by a swipe (``ViewHost/dismiss()``),
  /// which writes `false`. **Differs from SwiftUI:** there is no regular width, so the trailing
  /// column of an iPad or a Mac is never shown. As in SwiftUI, `content` does not escape: it is
  /// made now, from what this body sees.
  ///
  /// ```swift
  /// NoteEditor(note: note)
  ///   .inspector(isPresented: $showsDetails) {
  ///     NoteDetails(note: note).inspectorColumnWidth(min: 200, ideal: 300, max: 400)
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the inspector is shown.
  ///   - content: The inspector's content.
  /// - Returns: The view.
  public func inspector<V: View>(
    isPresented: Binding<Bool>,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inspector = content()
    return sheet(isPresented: isPresented) { inspector }
  }

  /// Sets the width of the inspector column this view is the content of (recorded: on iPhone
  /// the inspector is a sheet).
  ///
  /// - Parameter width: The width.
  /// - Returns: The view.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    style("inspectorColumnWidth", width)
  }

  /// Sets the widths the inspector column this view is the content of can take (recorded: on
  /// iPhone the inspector is a sheet).
  ///
  /// ```swift
  /// NoteDetails().inspectorColumnWidth(min: 200, ideal: 300, max: 400)
  /// ```
  ///
  /// - Parameters:
  ///   - min: The smallest width, or `nil`.
  ///   - ideal: The width it starts at.
  ///   - max: The largest width, or `nil`.
  /// - Returns: The view.
  public func inspectorColumnWidth(
    min: CGFloat? = nil,
    ideal: CGFloat,
    max: CGFloat? = nil
  ) -> some View {
    let bound = { (width: CGFloat?) in width.map { "\($0)" } ?? "nil" }
    return style("inspectorColumnWidth", "min: \(bound(min)), ideal: \(ideal), max: \(bound(max))")
  }
}
