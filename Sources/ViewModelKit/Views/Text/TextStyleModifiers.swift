public import Foundation

/// The `View` versions of the text modifiers: they return `some View`, as in SwiftUI, and set the
/// value for every text in the subtree through the environment; a text's own setting (from the
/// modifiers that return `Text`) wins.
///
/// ```swift
/// VStack {
///   Text("Title")
///   Text("Subtitle").font(.caption)
/// }
/// .font(.title)  // "Title" is 28 points, "Subtitle" 12
/// ```
extension View {
  /// Sets the font of text in this view.
  ///
  /// - Parameter font: The font, or `nil` for the default (`body`).
  /// - Returns: The view.
  public func font(_ font: Font?) -> some View {
    textEnvironment(\.font, font, "font", font.map(\.description) ?? "nil")
  }

  /// Sets the weight of text in this view.
  ///
  /// - Parameter weight: The weight, or `nil` for the font's.
  /// - Returns: The view.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    textEnvironment(
      \.text.attributes.weight,
      weight,
      "fontWeight",
      weight.map(\.description) ?? "nil"
    )
  }

  /// Sets the font design of text in this view.
  ///
  /// - Parameter design: The design, or `nil` for the font's.
  /// - Returns: The view.
  public func fontDesign(_ design: Font.Design?) -> some View {
    textEnvironment(\.text.attributes.design, design, "fontDesign", design.map { "\($0)" } ?? "nil")
  }

  /// Sets the font width of text in this view.
  ///
  /// - Parameter width: The width, or `nil` for the font's.
  /// - Returns: The view.
  public func fontWidth(_ width: Font.Width?) -> some View {
    textEnvironment(\.text.attributes.width, width, "fontWidth", width.map { "\($0)" } ?? "nil")
  }

  /// Makes text in this view bold.
  ///
  /// - Parameter isActive: Whether it is bold.
  /// - Returns: The view.
  public func bold(_ isActive: Bool = true) -> some View {
    textEnvironment(\.text.attributes.isBold, isActive, "bold", "\(isActive)")
  }

  /// Makes text in this view italic.
  ///
  /// - Parameter isActive: Whether it is italic.
  /// - Returns: The view.
  public func italic(_ isActive: Bool = true) -> some View {
    textEnvironment(\.text.attributes.isItalic, isActive, "italic", "\(isActive)")
  }

  /// Uses monospaced fonts for text in this view (the text model is already monospaced).
  ///
  /// - Parameter isActive: Whether it is monospaced.
  /// - Returns: The view.
  public func monospaced(_ isActive: Bool = true) -> some View {
    textEnvironment(\.text.attributes.isMonospaced, isActive, "monospaced", "\(isActive)")
  }

  /// Gives the digits of text in this view one width (they already have one in the model).
  ///
  /// - Returns: The view.
  public func monospacedDigit() -> some View {
    textEnvironment(\.text.attributes.isMonospacedDigit, true, "monospacedDigit", "")
  }

  /// Sets the colour of text in this view.
  ///
  /// ```swift
  /// Label("Error", systemImage: "xmark").foregroundColor(.red)
  /// ```
  ///
  /// - Parameter color: The colour, or `nil` for the default.
  /// - Returns: The view.
  public func foregroundColor(_ color: Color?) -> some View {
    textEnvironment(
      \.text.attributes.foreground,
      color.map(TextForeground.color),
      "foregroundColor",
      color.map { "\($0.resolved)" } ?? "nil"
    )
  }

  /// Draws a line through text in this view.
  ///
  /// - Parameters:
  ///   - isActive: Whether the line is drawn.
  ///   - pattern: The pattern.
  ///   - color: The line's colour, or `nil` for the text's.
  /// - Returns: The view.
  public func strikethrough(
    _ isActive: Bool = true,
    pattern: Text.LineStyle.Pattern = .solid,
    color: Color? = nil
  ) -> some View {
    let line = TextDecoration(isActive: isActive, pattern: pattern, color: color)
    return textEnvironment(
      \.text.attributes.strikethrough,
      line,
      "strikethrough",
      line.description(named: "strikethrough")
    )
  }

  /// Draws a line under text in this view.
  ///
  /// - Parameters:
  ///   - isActive: Whether the line is drawn.
  ///   - pattern: The pattern.
  ///   - color: The line's colour, or `nil` for the text's.
  /// - Returns: The view.
  public func underline(
    _ isActive: Bool = true,
    pattern: Text.LineStyle.Pattern = .solid,
    color: Color? = nil
  ) -> some View {
    let line = TextDecoration(isActive: isActive, pattern: pattern, color: color)
    return textEnvironment(
      \.text.attributes.underline,
      line,
      "underline",
      line.description(named: "underline")
    )
  }

  /// Sets the kerning of text in this view (recorded).
  ///
  /// - Parameter kerning: The extra space, in points.
  /// - Returns: The view.
  public func kerning(_ kerning: CGFloat) -> some View {
    textEnvironment(\.text.attributes.kerning, kerning, "kerning", TextNumber.format(kerning))
  }

  /// Sets the tracking of text in this view (recorded).
  ///
  /// - Parameter tracking: The extra space, in points.
  /// - Returns: The view.
  public func tracking(_ tracking: CGFloat) -> some View {
    textEnvironment(\.text.attributes.tracking, tracking, "tracking", TextNumber.format(tracking))
  }

  /// Moves text in this view from its baseline (recorded).
  ///
  /// - Parameter offset: The offset, in points.
  /// - Returns: The view.
  public func baselineOffset(_ offset: CGFloat) -> some View {
    textEnvironment(
      \.text.attributes.baselineOffset,
      offset,
      "baselineOffset",
      TextNumber.format(offset)
    )
  }

  /// Shows text in this view in a case; `nil` shows it as written.
  ///
  /// ```swift
  /// Text("Settings").textCase(.uppercase)  // "SETTINGS"
  /// ```
  ///
  /// - Parameter textCase: The case.
  /// - Returns: The view.
  public func textCase(_ textCase: Text.Case?) -> some View {
    textEnvironment(\.textCase, textCase, "textCase", textCase.map { "\($0)" } ?? "nil")
  }
}
