public import Foundation

extension ViewSnapshot.Node {
  /// A text's runs with their resolved attributes (font, weight, colour, lines): one for a
  /// plain text, one per joined text; empty for other views.
  ///
  /// ```swift
  /// let title = try #require(host.snapshot().first("Text"))
  /// #expect(title.textRuns[0].font == .headline)
  /// ```
  public var textRuns: [ViewSnapshot.TextRun] {
    resolvedText?.runs.map(ViewSnapshot.TextRun.init) ?? []
  }

  /// How a text's lines align within its frame (`multilineTextAlignment(_:)`); `.leading` for
  /// other views.
  public var textAlignment: TextAlignment { resolvedText?.alignment ?? .leading }
}

extension ViewSnapshot {
  /// A run of a drawn text with its attributes resolved in the environment: one for a plain
  /// text, one per joined text for `Text + Text`.
  ///
  /// ```swift
  /// let title = try #require(host.snapshot().first("Text"))
  /// #expect(title.textRuns[0].font == .headline)
  /// ```
  public struct TextRun: Sendable, Equatable, CustomStringConvertible {
    let run: Text.Run

    init(_ run: Text.Run) {
      self.run = run
    }

    /// The run's text, in the case it is shown in.
    public var text: String { run.string }

    /// The run's font: its own, else the environment's, else `body`.
    public var font: Font { run.attributes.font ?? .body }

    /// The point size the run is drawn at (before any shrinking to fit).
    public var pointSize: CGFloat { font.pointSize }

    /// The weight: `fontWeight(_:)`'s, else bold's, else the font's.
    public var weight: Font.Weight {
      if let weight = run.attributes.weight { return weight }
      if run.attributes.isBold == true { return .bold }
      return font.resolvedWeight
    }

    /// Whether the run is italic (`italic()` or an italic font).
    public var isItalic: Bool { run.attributes.isItalic ?? font.isItalic }

    /// The run's colour, when it is drawn with a colour (`nil` draws black).
    public var foregroundColor: Color? { run.attributes.foreground?.color }

    /// Whether a line is drawn through the run.
    public var isStrikethrough: Bool { run.attributes.strikethrough?.isActive ?? false }

    /// Whether a line is drawn under the run.
    public var isUnderlined: Bool { run.attributes.underline?.isActive ?? false }

    /// The run's attributes as its modifiers are written, in a fixed order, with no font for
    /// `body` text: `font(headline) bold foregroundColor(#00ff00) strikethrough`.
    public var attributes: String { run.attributes.description }

    /// The image an image run shows (`Text(Image(…))`), else `nil`.
    public var image: Image? { run.image }

    /// The text in quotes followed by its attributes: `"Done" font(headline) strikethrough`; an
    /// image run shows the image instead of its placeholder string.
    public var description: String {
      let attributes = self.attributes
      let shown = run.image.map { "\($0)" } ?? "\"\(text)\""
      return shown + (attributes.isEmpty ? "" : " " + attributes)
    }
  }
}

extension Text {
  /// The line a tree snapshot shows: `Text "Done"`, with the text's own attributes after it
  /// (`Text "Done" font(headline) strikethrough`), and for a joined text the runs
  /// (`Text "ab": "a" bold + "b"`).
  var treeSnapshotLine: String {
    guard runs.count > 1 || runs.first?.image != nil else {
      let attributes = runs.first?.attributes.description ?? ""
      return "Text \"\(content)\"" + (attributes.isEmpty ? "" : " " + attributes)
    }
    return "Text \"\(content)\": "
      + runs.map { "\(ViewSnapshot.TextRun($0))" }.joined(separator: " + ")
  }
}

extension [ViewSnapshot.TextRun] {
  /// The attributes a snapshot line shows after a text's string: those of its one run, or every
  /// run for a joined text (`: "a" bold + "b"`); empty for plain text.
  var snapshotSuffix: String {
    guard count > 1 || first?.image != nil else {
      let attributes = first?.attributes ?? ""
      return attributes.isEmpty ? "" : " " + attributes
    }
    return ": " + map(\.description).joined(separator: " + ")
  }
}
