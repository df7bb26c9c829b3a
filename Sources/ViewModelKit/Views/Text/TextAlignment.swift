/// How multi-line text is aligned.
///
/// A text is as wide as its longest line, so the alignment places the shorter lines inside the
/// text's frame: snapshots record it (`ViewSnapshot.Node.textAlignment`) and SVG draws each line
/// where it belongs; the frame itself does not change.
///
/// ```swift
/// Text(longText).multilineTextAlignment(.center)
/// ```
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Leading edges line up.
  case leading
  /// Centres line up.
  case center
  /// Trailing edges line up.
  case trailing
}
