/// What a swipe on a resizable sheet's scrollable content does first (recorded).
public struct PresentationContentInteraction: Equatable, Sendable, CustomStringConvertible {
  public let description: String

  /// The system's choice: resizing.
  public static let automatic = PresentationContentInteraction(description: "automatic")
  /// The swipe resizes the sheet before it scrolls the content.
  public static let resizes = PresentationContentInteraction(description: "resizes")
  /// The swipe scrolls the content.
  public static let scrolls = PresentationContentInteraction(description: "scrolls")
}

/// Whether the views behind a sheet take interactions while it is up (recorded).
public struct PresentationBackgroundInteraction: Sendable, CustomStringConvertible {
  public let description: String

  /// The system's choice: disabled.
  public static let automatic = PresentationBackgroundInteraction(description: "automatic")
  /// The views behind the sheet take no interactions.
  public static let disabled = PresentationBackgroundInteraction(description: "disabled")
  /// The views behind the sheet take interactions.
  public static let enabled = PresentationBackgroundInteraction(description: "enabled")

  /// The views behind the sheet take interactions while it rests at or below a detent.
  ///
  /// - Parameter detent: The largest detent at which they do.
  /// - Returns: The interaction.
  public static func enabled(upThrough detent: PresentationDetent) -> Self {
    PresentationBackgroundInteraction(description: "enabled(upThrough: \(detent))")
  }
}

extension View {
  /// Sets what a swipe on the scrollable content of the sheet this view is in does first
  /// (recorded: the host's sheets do not resize).
  ///
  /// ```swift
  /// ResultsList().presentationContentInteraction(.scrolls)
  /// ```
  ///
  /// - Parameter behavior: The interaction.
  /// - Returns: The view.
  public func presentationContentInteraction(
    _ behavior: PresentationContentInteraction
  ) -> some View {
    style("presentationContentInteraction", behavior)
  }

  /// Sets whether the views behind the sheet this view is in take interactions (recorded: the
  /// host sends taps to the topmost presentation).
  ///
  /// ```swift
  /// MapControls().presentationBackgroundInteraction(.enabled(upThrough: .medium))
  /// ```
  ///
  /// - Parameter interaction: The interaction.
  /// - Returns: The view.
  public func presentationBackgroundInteraction(
    _ interaction: PresentationBackgroundInteraction
  ) -> some View {
    style("presentationBackgroundInteraction", interaction)
  }
}
