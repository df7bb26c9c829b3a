extension UIColor {
  private static func system(
    _ name: String,
    _ light: (Float, Float, Float),
    _ dark: (Float, Float, Float),
    opacity: (light: Float, dark: Float) = (1, 1)
  ) -> UIColor {
    UIColor(Color.system(name, light: light, dark: dark, opacity: opacity))
  }

  private static func fixed(_ name: String, _ red: Float, _ green: Float, _ blue: Float) -> UIColor
  {
    system(name, (red, green, blue), (red, green, blue))
  }

  // The semantic colours, with UIKit's light and dark values (0…255).

  /// The system background: white (light), black (dark).
  public static let systemBackground = system("systemBackground", (255, 255, 255), (0, 0, 0))
  /// `#f2f2f7` (light), `#1c1c1e` (dark).
  public static let secondarySystemBackground = system(
    "secondarySystemBackground",
    (242, 242, 247),
    (28, 28, 30)
  )
  /// White (light), `#2c2c2e` (dark).
  public static let tertiarySystemBackground = system(
    "tertiarySystemBackground",
    (255, 255, 255),
    (44, 44, 46)
  )
  /// `#f2f2f7` (light), black (dark).
  public static let systemGroupedBackground = system(
    "systemGroupedBackground",
    (242, 242, 247),
    (0, 0, 0)
  )
  /// White (light), `#1c1c1e` (dark).
  public static let secondarySystemGroupedBackground = system(
    "secondarySystemGroupedBackground",
    (255, 255, 255),
    (28, 28, 30)
  )
  /// `#f2f2f7` (light), `#2c2c2e` (dark).
  public static let tertiarySystemGroupedBackground = system(
    "tertiarySystemGroupedBackground",
    (242, 242, 247),
    (44, 44, 46)
  )
  /// Black (light), white (dark).
  public static let label = system("label", (0, 0, 0), (255, 255, 255))
  /// `#3c3c43` at 60% (light), `#ebebf5` at 60% (dark).
  public static let secondaryLabel = system(
    "secondaryLabel",
    (60, 60, 67),
    (235, 235, 245),
    opacity: (0.6, 0.6)
  )
  /// `#3c3c43` at 30% (light), `#ebebf5` at 30% (dark).
  public static let tertiaryLabel = system(
    "tertiaryLabel",
    (60, 60, 67),
    (235, 235, 245),
    opacity: (0.3, 0.3)
  )
  /// `#3c3c43` at 18% (light), `#ebebf5` at 16% (dark).
  public static let quaternaryLabel = system(
    "quaternaryLabel",
    (60, 60, 67),
    (235, 235, 245),
    opacity: (0.18, 0.16)
  )
  /// `#787880` at 20% (light), at 36% (dark).
  public static let systemFill = system(
    "systemFill",
    (120, 120, 128),
    (120, 120, 128),
    opacity: (0.2, 0.36)
  )
  /// `#3c3c43` at 29% (light), `#545458` at 60% (dark).
  public static let separator = system(
    "separator",
    (60, 60, 67),
    (84, 84, 88),
    opacity: (0.29, 0.6)
  )
  /// `#8e8e93` in both appearances.
  public static let systemGray = system("systemGray", (142, 142, 147), (142, 142, 147))
  /// `#aeaeb2` (light), `#636366` (dark).
  public static let systemGray2 = system("systemGray2", (174, 174, 178), (99, 99, 102))
  /// `#c7c7cc` (light), `#48484a` (dark).
  public static let systemGray3 = system("systemGray3", (199, 199, 204), (72, 72, 74))
  /// `#d1d1d6` (light), `#3a3a3c` (dark).
  public static let systemGray4 = system("systemGray4", (209, 209, 214), (58, 58, 60))
  /// `#e5e5ea` (light), `#2c2c2e` (dark).
  public static let systemGray5 = system("systemGray5", (229, 229, 234), (44, 44, 46))
  /// `#f2f2f7` (light), `#1c1c1e` (dark).
  public static let systemGray6 = system("systemGray6", (242, 242, 247), (28, 28, 30))
  /// SwiftUI's `Color.red`.
  public static let systemRed = UIColor(.red)
  /// SwiftUI's `Color.orange`.
  public static let systemOrange = UIColor(.orange)
  /// SwiftUI's `Color.yellow`.
  public static let systemYellow = UIColor(.yellow)
  /// SwiftUI's `Color.green`.
  public static let systemGreen = UIColor(.green)
  /// SwiftUI's `Color.mint`.
  public static let systemMint = UIColor(.mint)
  /// SwiftUI's `Color.teal`.
  public static let systemTeal = UIColor(.teal)
  /// SwiftUI's `Color.cyan`.
  public static let systemCyan = UIColor(.cyan)
  /// SwiftUI's `Color.blue`.
  public static let systemBlue = UIColor(.blue)
  /// SwiftUI's `Color.indigo`.
  public static let systemIndigo = UIColor(.indigo)
  /// SwiftUI's `Color.purple`.
  public static let systemPurple = UIColor(.purple)
  /// SwiftUI's `Color.pink`.
  public static let systemPink = UIColor(.pink)
  /// SwiftUI's `Color.brown`.
  public static let systemBrown = UIColor(.brown)
  /// The tint: SwiftUI's `Color.accentColor`.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let tintColor = UIColor(.accentColor)

  // The fixed colours, the same in both appearances.

  /// Black.
  public static let black = fixed("black", 0, 0, 0)
  /// Grey at one third.
  public static let darkGray = fixed("darkGray", 85, 85, 85)
  /// Grey at two thirds.
  public static let lightGray = fixed("lightGray", 170, 170, 170)
  /// White.
  public static let white = fixed("white", 255, 255, 255)
  /// Grey at one half.
  public static let gray = fixed("gray", 127.5, 127.5, 127.5)
  /// Pure red.
  public static let red = fixed("red", 255, 0, 0)
  /// Pure green.
  public static let green = fixed("green", 0, 255, 0)
  /// Pure blue.
  public static let blue = fixed("blue", 0, 0, 255)
  /// Cyan.
  public static let cyan = fixed("cyan", 0, 255, 255)
  /// Yellow.
  public static let yellow = fixed("yellow", 255, 255, 0)
  /// Magenta.
  public static let magenta = fixed("magenta", 255, 0, 255)
  /// Orange.
  public static let orange = fixed("orange", 255, 127.5, 0)
  /// Purple.
  public static let purple = fixed("purple", 127.5, 0, 127.5)
  /// Brown.
  public static let brown = fixed("brown", 153, 102, 51)
  /// Clear.
  public static let clear = UIColor(.clear)
}
