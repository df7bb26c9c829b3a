public import Foundation

/// The modifiers that return `Text`, so that a chain stays a `Text` and can be joined with `+`.
///
/// Each sets its attribute on every run that has not set it already: an inner setting wins,
/// `(Text("a").bold() + Text("b")).bold(false)` shows "a" bold and "b" regular.
///
/// ```swift
/// Text("Done").font(.headline).foregroundColor(.green).strikethrough()
/// ```
extension Text {
  /// Sets the font.
  ///
  /// - Parameter font: The font, or `nil` for the environment's.
  /// - Returns: The text.
  public func font(_ font: Font?) -> Text { setting(\.font, font) }

  /// Sets the weight.
  ///
  /// - Parameter weight: The weight, or `nil` for the font's.
  /// - Returns: The text.
  public func fontWeight(_ weight: Font.Weight?) -> Text { setting(\.weight, weight) }

  /// Sets the font design.
  ///
  /// - Parameter design: The design, or `nil` for the font's.
  /// - Returns: The text.
  public func fontDesign(_ design: Font.Design?) -> Text { setting(\.design, design) }

  /// Sets the font width.
  ///
  /// - Parameter width: The width, or `nil` for the font's.
  /// - Returns: The text.
  public func fontWidth(_ width: Font.Width?) -> Text { setting(\.width, width) }

  /// Makes the text bold.
  ///
  /// - Returns: The text.
  public func bold() -> Text { setting(\.isBold, true) }

  /// Makes the text bold, or not.
  ///
  /// - Parameter isActive: Whether it is bold.
  /// - Returns: The text.
  public func bold(_ isActive: Bool) -> Text { setting(\.isBold, isActive) }

  /// Makes the text italic.
  ///
  /// - Returns: The text.
  public func italic() -> Text { setting(\.isItalic, true) }

  /// Makes the text italic, or not.
  ///
  /// - Parameter isActive: Whether it is italic.
  /// - Returns: The text.
  public func italic(_ isActive: Bool) -> Text { setting(\.isItalic, isActive) }

  /// Uses the font's monospaced variant (the text model is already monospaced).
  ///
  /// - Parameter isActive: Whether it is monospaced.
  /// - Returns: The text.
  public func monospaced(_ isActive: Bool = true) -> Text { setting(\.isMonospaced, isActive) }

  /// Gives digits one width (the text model's digits already have one).
  ///
  /// ```swift
  /// Text("\(seconds)").monospacedDigit()
  /// ```
  ///
  /// - Returns: The text.
  public func monospacedDigit() -> Text { setting(\.isMonospacedDigit, true) }

  /// Sets the text's colour.
  ///
  /// - Parameter color: The colour, or `nil` for the environment's.
  /// - Returns: The text.
  public func foregroundColor(_ color: Color?) -> Text {
    setting(\.foreground, color.map(TextForeground.color))
  }

  /// Sets the style the text is drawn with; a colour is drawn, another style is recorded.
  ///
  /// ```swift
  /// Text("Warning").foregroundStyle(Color.orange)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The text.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    setting(\.foreground, TextForeground.of(style))
  }

  /// Draws a line through the text.
  ///
  /// - Parameters:
  ///   - isActive: Whether the line is drawn.
  ///   - color: The line's colour, or `nil` for the text's.
  /// - Returns: The text.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    strikethrough(isActive, pattern: .solid, color: color)
  }

  /// Draws a patterned line through the text.
  ///
  /// - Parameters:
  ///   - isActive: Whether the line is drawn.
  ///   - pattern: The pattern.
  ///   - color: The line's colour, or `nil` for the text's.
  /// - Returns: The text.
  public func strikethrough(
    _ isActive: Bool = true,
    pattern: LineStyle.Pattern,
    color: Color? = nil
  ) -> Text {
    setting(\.strikethrough, TextDecoration(isActive: isActive, pattern: pattern, color: color))
  }

  /// Draws a line under the text.
  ///
  /// - Parameters:
  ///   - isActive: Whether the line is drawn.
  ///   - color: The line's colour, or `nil` for the text's.
  /// - Returns: The text.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    underline(isActive, pattern: .solid, color: color)
  }

  /// Draws a patterned line under the text.
  ///
  /// - Parameters:
  ///   - isActive: Whether the line is drawn.
  ///   - pattern: The pattern.
  ///   - color: The line's colour, or `nil` for the text's.
  /// - Returns: The text.
  public func underline(
    _ isActive: Bool = true,
    pattern: LineStyle.Pattern,
    color: Color? = nil
  ) -> Text {
    setting(\.underline, TextDecoration(isActive: isActive, pattern: pattern, color: color))
  }

  /// Sets the space between pairs of characters (recorded; the metrics do not change).
  ///
  /// - Parameter kerning: The extra space, in points.
  /// - Returns: The text.
  public func kerning(_ kerning: CGFloat) -> Text { setting(\.kerning, kerning) }

  /// Sets the space added after every character (recorded; the metrics do not change).
  ///
  /// - Parameter tracking: The extra space, in points.
  /// - Returns: The text.
  public func tracking(_ tracking: CGFloat) -> Text { setting(\.tracking, tracking) }

  /// Moves the text up from its baseline (recorded; the frame does not change).
  ///
  /// - Parameter baselineOffset: The offset, in points.
  /// - Returns: The text.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    setting(\.baselineOffset, baselineOffset)
  }

  /// Sets the text's scale (recorded; the metrics do not change).
  ///
  /// ```swift
  /// Text("beta").textScale(.secondary)
  /// ```
  ///
  /// - Parameters:
  ///   - scale: The scale.
  ///   - isEnabled: Whether to apply it.
  /// - Returns: The text.
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
    isEnabled ? setting(\.scale, scale) : self
  }

  /// Sets an attribute on every run that has not set it.
  private func setting<Value>(
    _ keyPath: WritableKeyPath<TextAttributes, Value?>,
    _ value: Value?
  ) -> Text {
    guard let value else { return self }
    var text = self
    for index in text.runs.indices where text.runs[index].attributes[keyPath: keyPath] == nil {
      text.runs[index].attributes[keyPath: keyPath] = value
    }
    return text
  }
}
