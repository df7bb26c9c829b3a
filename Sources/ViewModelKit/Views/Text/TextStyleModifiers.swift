extension View {
  /// Sets the font of text in this view (recorded; text is measured with the fixed-advance model).
  ///
  /// ```swift
  /// Text("Title").font(.title)
  /// ```
  ///
  /// - Parameter font: The font, or `nil` for the default.
  /// - Returns: The view.
  public func font(_ font: Font?) -> ModifiedContent<Self, _StyleModifier> {
    style("font", font.map(\.description) ?? "nil")
  }

  /// Makes text in this view bold (recorded).
  ///
  /// - Parameter isActive: Whether to apply it.
  /// - Returns: The view.
  public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("bold", isActive)
  }

  /// Makes text in this view italic (recorded).
  ///
  /// - Parameter isActive: Whether to apply it.
  /// - Returns: The view.
  public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("italic", isActive)
  }

  /// Sets the weight of text in this view (recorded).
  ///
  /// - Parameter weight: The weight.
  /// - Returns: The view.
  public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _StyleModifier> {
    style("fontWeight", weight.map(\.description) ?? "nil")
  }

  /// Sets the colour of text and shapes in this view (recorded).
  ///
  /// ```swift
  /// Text("Error").foregroundColor(.red)
  /// ```
  ///
  /// - Parameter color: The colour.
  /// - Returns: The view.
  public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _StyleModifier> {
    style("foregroundColor", color.map { "\($0.resolved)" } ?? "nil")
  }

  /// Aligns the lines of multi-line text (recorded).
  ///
  /// - Parameter alignment: The alignment.
  /// - Returns: The view.
  public func multilineTextAlignment(
    _ alignment: TextAlignment
  )
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("multilineTextAlignment", alignment)
  }
}
