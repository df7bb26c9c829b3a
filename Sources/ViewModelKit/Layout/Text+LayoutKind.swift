extension Text {
  /// How the text is laid out in `environment`: its shown string, its line limit, and the point
  /// size and settings it is measured with.
  func layoutKind(in environment: EnvironmentValues) -> LayoutKind {
    let settings = environment.text
    let pointSize = pointSize(in: environment)
    let style =
      settings == .plain && pointSize == TextLayout.basePointSize
      ? TextLayout.Style.body
      : TextLayout.Style(
        pointSize: pointSize,
        truncationMode: settings.truncationMode,
        minimumScaleFactor: settings.minimumScaleFactor,
        lineSpacing: settings.lineSpacing,
        reservedLines: settings.reservedLines
      )
    return .text(displayedContent(in: environment), lineLimit: environment.lineLimit, style: style)
  }
}
