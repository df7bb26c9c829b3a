/// Whether a piece of the interface is shown: a dialog's title, a sheet's drag indicator.
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// As the platform decides (hidden for a confirmation dialog's title on iPhone).
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
