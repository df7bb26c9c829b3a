/// The static members Apple's frameworks already have, which an asset's symbol must not
/// redeclare: Xcode leaves the extension member out and writes a `#warning` in its place
/// (the `ShapeStyle` extension leaves it out silently); the resource itself is still generated.
enum ConflictingSymbols {
  /// `SwiftUI.Color`'s static colours.
  static let color: Set<String> = [
    "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint",
    "orange", "pink", "primary", "purple", "red", "secondary", "teal", "white", "yellow",
  ]

  /// `UIColor`'s class colours.
  static let uiColor: Set<String> = [
    "black", "blue", "brown", "clear", "cyan", "darkGray", "darkText", "gray",
    "groupTableViewBackground", "green", "label", "lightGray", "lightText", "link", "magenta",
    "opaqueSeparator", "orange", "placeholderText", "purple", "quaternaryLabel",
    "quaternarySystemFill", "red", "scrollViewTexturedBackgroundColor", "secondaryLabel",
    "secondarySystemBackground", "secondarySystemFill", "secondarySystemGroupedBackground",
    "separator", "systemBackground", "systemBlue", "systemBrown", "systemCyan", "systemFill",
    "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    "systemGreen", "systemGroupedBackground", "systemIndigo", "systemMint", "systemOrange",
    "systemPink", "systemPurple", "systemRed", "systemTeal", "systemYellow", "tertiaryLabel",
    "tertiarySystemBackground", "tertiarySystemFill", "tertiarySystemGroupedBackground",
    "tintColor", "underPageBackgroundColor", "viewFlipsideBackgroundColor", "white", "yellow",
  ]

  /// `UIImage`'s class images.
  static let uiImage: Set<String> = ["actions", "add", "checkmark", "remove", "strokedCheckmark"]
}
