extension Text {
  /// How the text is laid out in `environment`: its shown string, its line limit, and the point
  /// size and settings it is measured with.
  func layoutKind(in environment: EnvironmentValues) -> LayoutKind {
    let settings = environment.text
    let size = pointSize(in: settings)
    let pointSize = size.isFinite ? max(0, size) : 0
    let style =
      settings == .plain && pointSize == TextLayout.basePointSize
      ? TextLayout.Style.body
      : TextLayout.Style(
        pointSize: pointSize,
        truncationMode: settings.truncationMode,
        minimumScaleFactor: min(max(settings.minimumScaleFactor, 0.01), 1),
        lineSpacing: settings.lineSpacing,
        reservedLines: settings.reservedLines
      )
    return .text(displayedContent(in: settings), lineLimit: environment.lineLimit, style: style)
  }
}
