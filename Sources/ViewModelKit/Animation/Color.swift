/// A colour, held as its resolved red, green, blue and opacity components.
///
/// This is the minimal value the animation layer needs; the view layer extends it into a view.
/// Unlike SwiftUI's environment-dependent colours, a `Color` here always resolves to the same
/// ``Color/Resolved`` value.
///
/// ```swift
/// let accent = Color(red: 0.2, green: 0.4, blue: 1)
/// let translucent = Color(.sRGB, white: 0.5, opacity: 0.5)
/// ```
@frozen
public struct Color: Hashable, Sendable {
  /// The colour's resolved components (in the light appearance, for a system colour).
  package var resolved: Resolved
  /// The components in the dark appearance, for a system colour; `nil` when they are the same.
  package var darkResolved: Resolved?
  /// What `description` prints for a system, asset or opacity-modified colour; `nil` prints
  /// the components.
  package var label: String?
  /// The name of an asset colour, `Color("Name")`.
  package var assetName: String?

  /// Creates a colour from resolved components.
  ///
  /// ```swift
  /// let color = Color(Color.Resolved(red: 1, green: 0, blue: 0))
  /// ```
  ///
  /// - Parameter resolved: The components.
  public init(_ resolved: Resolved) { self.resolved = resolved }

  /// Creates a colour from red, green and blue components in a colour space.
  ///
  /// ```swift
  /// let orange = Color(.sRGB, red: 1, green: 0.5, blue: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - colorSpace: The space the components are given in; sRGB by default.
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - opacity: The opacity, from 0 (clear) to 1 (opaque).
  public init(
    _ colorSpace: RGBColorSpace = .sRGB,
    red: Double,
    green: Double,
    blue: Double,
    opacity: Double = 1
  ) {
    resolved = Resolved(
      colorSpace: colorSpace,
      red: Float(red),
      green: Float(green),
      blue: Float(blue),
      opacity: Float(opacity)
    )
  }

  /// Creates a grey from a white level in a colour space.
  ///
  /// ```swift
  /// let grey = Color(white: 0.5)
  /// ```
  ///
  /// - Parameters:
  ///   - colorSpace: The space the level is given in; sRGB by default.
  ///   - white: The white level, from 0 (black) to 1 (white).
  ///   - opacity: The opacity, from 0 (clear) to 1 (opaque).
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// The colour space that components are given in.
  ///
  /// ```swift
  /// let linear = Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)
  /// ```
  public enum RGBColorSpace: Hashable, Sendable {
    /// The sRGB space: components are gamma-encoded.
    ///
    /// ```swift
    /// Color(.sRGB, white: 0.5)
    /// ```
    case sRGB
    /// The linear sRGB space: components are proportional to light intensity.
    ///
    /// ```swift
    /// Color(.sRGBLinear, white: 0.5)
    /// ```
    case sRGBLinear
    /// The Display P3 space: wider than sRGB, with the same white point and transfer curve.
    ///
    /// Components are converted to extended sRGB when the colour is made, as SwiftUI does:
    /// `Color.Resolved(colorSpace: .displayP3, red: 0.3, green: 0.3, blue: 0.3)` prints
    /// `#4D4C4CFF`.
    ///
    /// ```swift
    /// Color(.displayP3, red: 1, green: 0, blue: 0)
    /// ```
    case displayP3
  }
}

extension Color {
  /// Returns the colour's resolved components.
  ///
  /// SwiftUI takes an environment here; a colour of this package resolves the same everywhere.
  ///
  /// ```swift
  /// let components = Color.red.resolve()
  /// ```
  ///
  /// - Returns: The resolved components.
  public func resolve() -> Resolved { resolved }
}
