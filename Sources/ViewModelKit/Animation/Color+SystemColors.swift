extension Color {
  /// A system colour: its light and dark components (0…255) and its name.
  static func system(
    _ name: String,
    light: (Float, Float, Float),
    dark: (Float, Float, Float),
    opacity: (light: Float, dark: Float) = (1, 1)
  ) -> Color {
    var color = Color(
      Resolved(
        red: light.0 / 255,
        green: light.1 / 255,
        blue: light.2 / 255,
        opacity: opacity.light
      )
    )
    color.darkResolved = Resolved(
      red: dark.0 / 255,
      green: dark.1 / 255,
      blue: dark.2 / 255,
      opacity: opacity.dark
    )
    color.label = name
    return color
  }

  /// Red: `#ff3b30` in the light appearance, `#ff453a` in the dark one.
  ///
  /// ```swift
  /// Circle().fill(Color.red)
  /// ```
  public static let red = system("red", light: (255, 59, 48), dark: (255, 69, 58))
  /// Orange: `#ff9500` (light), `#ff9f0a` (dark).
  public static let orange = system("orange", light: (255, 149, 0), dark: (255, 159, 10))
  /// Yellow: `#ffcc00` (light), `#ffd60a` (dark).
  public static let yellow = system("yellow", light: (255, 204, 0), dark: (255, 214, 10))
  /// Green: `#34c759` (light), `#30d158` (dark).
  public static let green = system("green", light: (52, 199, 89), dark: (48, 209, 88))
  /// Mint: `#00c7be` (light), `#63e6e2` (dark).
  public static let mint = system("mint", light: (0, 199, 190), dark: (99, 230, 226))
  /// Teal: `#30b0c7` (light), `#40c8e0` (dark).
  public static let teal = system("teal", light: (48, 176, 199), dark: (64, 200, 224))
  /// Cyan: `#32ade6` (light), `#64d2ff` (dark).
  public static let cyan = system("cyan", light: (50, 173, 230), dark: (100, 210, 255))
  /// Blue: `#007aff` (light), `#0a84ff` (dark).
  public static let blue = system("blue", light: (0, 122, 255), dark: (10, 132, 255))
  /// Indigo: `#5856d6` (light), `#5e5ce6` (dark).
  public static let indigo = system("indigo", light: (88, 86, 214), dark: (94, 92, 230))
  /// Purple: `#af52de` (light), `#bf5af2` (dark).
  public static let purple = system("purple", light: (175, 82, 222), dark: (191, 90, 242))
  /// Pink: `#ff2d55` (light), `#ff375f` (dark).
  public static let pink = system("pink", light: (255, 45, 85), dark: (255, 55, 95))
  /// Brown: `#a2845e` (light), `#ac8e68` (dark).
  public static let brown = system("brown", light: (162, 132, 94), dark: (172, 142, 104))
  /// Gray: `#8e8e93` in both appearances.
  public static let gray = system("gray", light: (142, 142, 147), dark: (142, 142, 147))
  /// Opaque white.
  ///
  /// ```swift
  /// Color.white.resolve().red  // 1.0
  /// ```
  public static let white = named("white", Resolved(red: 1, green: 1, blue: 1))
  /// Opaque black.
  ///
  /// ```swift
  /// Color.black.resolve().red  // 0.0
  /// ```
  public static let black = named("black", Resolved(red: 0, green: 0, blue: 0))
  /// Fully transparent black.
  ///
  /// ```swift
  /// Color.clear.resolve().opacity  // 0.0
  /// ```
  public static let clear = named("clear", Resolved(red: 0, green: 0, blue: 0, opacity: 0))

  /// The colour of primary content: black (light), white (dark).
  public static let primary = system("primary", light: (0, 0, 0), dark: (255, 255, 255))
  /// The colour of secondary content: `#3c3c43` at 60% (light), `#ebebf5` at 60% (dark).
  public static let secondary = system(
    "secondary",
    light: (60, 60, 67),
    dark: (235, 235, 245),
    opacity: (0.6, 0.6)
  )
  /// The accent colour: the system blue (an app's asset catalogue is not read headlessly).
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let accentColor = relabelled(blue, "accentColor")

  /// The third and fourth levels of content, for ``HierarchicalShapeStyle``.
  static let tertiary = system(
    "tertiary",
    light: (60, 60, 67),
    dark: (235, 235, 245),
    opacity: (0.3, 0.3)
  )
  static let quaternary = system(
    "quaternary",
    light: (60, 60, 67),
    dark: (235, 235, 245),
    opacity: (0.18, 0.16)
  )
  static let quinary = system(
    "quinary",
    light: (0, 0, 0),
    dark: (255, 255, 255),
    opacity: (0.05, 0.05)
  )
  /// The separator colour: `#3c3c43` at 29% (light), `#545458` at 60% (dark).
  static let separator = system(
    "separator",
    light: (60, 60, 67),
    dark: (84, 84, 88),
    opacity: (0.29, 0.6)
  )
  /// The system background: white (light), black (dark).
  static let systemBackground = system(
    "systemBackground",
    light: (255, 255, 255),
    dark: (0, 0, 0)
  )

  private static func named(_ name: String, _ resolved: Resolved) -> Color {
    var color = Color(resolved)
    color.label = name
    return color
  }

  private static func relabelled(_ color: Color, _ name: String) -> Color {
    var color = color
    color.label = name
    return color
  }
}
