/// Whether a piece of the interface shows: a list row's separator, scroll indicators, a
/// dialog's title, a sheet's drag indicator.
///
/// ```swift
/// Text("Last").listRowSeparator(.hidden)
/// ```
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// As the platform decides (hidden for a confirmation dialog's title on iPhone).
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
