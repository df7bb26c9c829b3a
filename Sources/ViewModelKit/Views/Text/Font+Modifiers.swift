extension Font {
  /// This font, bold.
  ///
  /// ```swift
  /// Text("Total").font(.body.bold())
  /// ```
  ///
  /// - Returns: The font.
  public func bold() -> Font { adding(.bold) }

  /// This font, italic.
  ///
  /// - Returns: The font.
  public func italic() -> Font { adding(.italic) }

  /// This font with a weight.
  ///
  /// ```swift
  /// Text("Total").font(.title.weight(.heavy))
  /// ```
  ///
  /// - Parameter weight: The weight.
  /// - Returns: The font.
  public func weight(_ weight: Weight) -> Font { adding(.weight(weight)) }

  /// This font with a width.
  ///
  /// - Parameter width: The width.
  /// - Returns: The font.
  public func width(_ width: Width) -> Font { adding(.width(width)) }

  /// This font's monospaced variant (the text model is already monospaced: metrics unchanged).
  ///
  /// - Returns: The font.
  public func monospaced() -> Font { adding(.monospaced) }

  /// This font with digits of one width (the text model's digits already are: unchanged).
  ///
  /// ```swift
  /// Text("\(seconds)").font(.title.monospacedDigit())
  /// ```
  ///
  /// - Returns: The font.
  public func monospacedDigit() -> Font { adding(.monospacedDigit) }

  /// This font with small capitals (recorded; the text is not changed).
  ///
  /// - Returns: The font.
  public func smallCaps() -> Font { adding(.smallCaps) }

  /// This font with its lowercase letters as small capitals (recorded).
  ///
  /// - Returns: The font.
  public func lowercaseSmallCaps() -> Font { adding(.lowercaseSmallCaps) }

  /// This font with its uppercase letters as small capitals (recorded).
  ///
  /// - Returns: The font.
  public func uppercaseSmallCaps() -> Font { adding(.uppercaseSmallCaps) }

  /// This font with a leading (recorded; the line height is not changed).
  ///
  /// - Parameter leading: The leading.
  /// - Returns: The font.
  public func leading(_ leading: Leading) -> Font { adding(.leading(leading)) }

  private func adding(_ modifier: Modifier) -> Font {
    var font = self
    font.modifiers.append(modifier)
    return font
  }
}
