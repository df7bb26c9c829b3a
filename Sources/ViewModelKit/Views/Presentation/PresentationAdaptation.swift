/// How a presentation adapts in a compact size class (recorded).
public struct PresentationAdaptation: Sendable, CustomStringConvertible {
  public let description: String

  /// The system's choice for the presentation.
  public static let automatic = PresentationAdaptation(description: "automatic")
  /// No adaptation: a popover stays a popover.
  public static let none = PresentationAdaptation(description: "none")
  /// As a popover.
  public static let popover = PresentationAdaptation(description: "popover")
  /// As a sheet.
  public static let sheet = PresentationAdaptation(description: "sheet")
  /// As a full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(description: "fullScreenCover")
}

extension View {
  /// Sets how the presentation this view is the content of adapts in compact sizes (recorded:
  /// the host keeps presenting a popover as a sheet, as on iPhone by default).
  ///
  /// ```swift
  /// TipView().presentationCompactAdaptation(.popover)
  /// ```
  ///
  /// - Parameter adaptation: The adaptation, both horizontally and vertically.
  /// - Returns: The view.
  public func presentationCompactAdaptation(
    _ adaptation: PresentationAdaptation
  ) -> some View {
    style("presentationCompactAdaptation", adaptation)
  }

  /// Sets how the presentation this view is the content of adapts in compact widths and
  /// compact heights (recorded).
  ///
  /// ```swift
  /// TipView().presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
  /// ```
  ///
  /// - Parameters:
  ///   - horizontalAdaptation: The adaptation in a compact width.
  ///   - verticalAdaptation: The adaptation in a compact height.
  /// - Returns: The view.
  public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation,
    vertical verticalAdaptation: PresentationAdaptation
  ) -> some View {
    style(
      "presentationCompactAdaptation",
      "horizontal: \(horizontalAdaptation), vertical: \(verticalAdaptation)"
    )
  }
}
