extension View {
  /// Adds help text to this view: a tooltip on macOS, the accessibility hint on iOS.
  ///
  /// ```swift
  /// Button("Sync", systemImage: "arrow.clockwise") { sync() }
  ///   .help("Fetch the latest notes")
  /// ```
  ///
  /// As on iOS, the text becomes the view's accessibility hint (there is no pointer to show a
  /// tooltip for).
  ///
  /// - Parameter textKey: The help text.
  /// - Returns: The view.
  public func help(
    _ textKey: LocalizedStringKey
  ) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityHint(Text(textKey))
  }

  /// Adds help text to this view, as `help(_:)` with a localized key does.
  ///
  /// - Parameter text: The help text.
  /// - Returns: The view.
  public func help(_ text: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityHint(text)
  }

  /// Adds help text to this view, as `help(_:)` with a localized key does.
  ///
  /// - Parameter text: The help text.
  /// - Returns: The view.
  @_disfavoredOverload
  public func help<S: StringProtocol>(
    _ text: S
  ) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityHint(text)
  }
}
