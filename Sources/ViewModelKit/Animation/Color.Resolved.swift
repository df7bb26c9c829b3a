import Foundation

extension Color {
  /// A concrete colour: red, green, blue and opacity as `Float`, stored as linear sRGB.
  ///
  /// `red`, `green` and `blue` are the gamma-encoded sRGB components; `linearRed`,
  /// `linearGreen` and `linearBlue` are the linear ones. As in SwiftUI, only the linear
  /// components are stored, as `Float`, so an encoded component read back can differ from the
  /// one given in its last place: `0.3` reads back as `0.29999998`, which `description` prints
  /// as `4C` (76.49999…), where `0.3 × 255` alone would round up to `4D`. Display P3
  /// components are converted to (extended) linear sRGB. The animatable data is
  /// `(linearRed, (linearGreen, (linearBlue, opacity)))` × 128, as SwiftUI animates colours
  /// (iOS 18 semantics): colours blend in linear light.
  ///
  /// ```swift
  /// let grey = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
  /// grey.linearRed  // 0.21404114
  /// ```
  @frozen
  public struct Resolved: Hashable, Sendable {
    /// The linear red component.
    ///
    /// ```swift
    /// Color.Resolved(red: 1, green: 0, blue: 0).linearRed  // 1.0
    /// ```
    public var linearRed: Float
    /// The linear green component.
    ///
    /// ```swift
    /// Color.Resolved(red: 0, green: 1, blue: 0).linearGreen  // 1.0
    /// ```
    public var linearGreen: Float
    /// The linear blue component.
    ///
    /// ```swift
    /// Color.Resolved(red: 0, green: 0, blue: 1).linearBlue  // 1.0
    /// ```
    public var linearBlue: Float
    /// The opacity, from 0 (clear) to 1 (opaque).
    ///
    /// ```swift
    /// Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.5).opacity  // 0.5
    /// ```
    public var opacity: Float

    /// Creates a colour from components in a colour space.
    ///
    /// ```swift
    /// let teal = Color.Resolved(red: 0, green: 0.5, blue: 0.5)
    /// ```
    ///
    /// - Parameters:
    ///   - colorSpace: The space the components are given in; sRGB by default.
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - opacity: The opacity, from 0 (clear) to 1 (opaque).
    public init(
      colorSpace: RGBColorSpace = .sRGB,
      red: Float,
      green: Float,
      blue: Float,
      opacity: Float = 1
    ) {
      switch colorSpace {
      case .sRGB:
        linearRed = Self.linear(fromEncoded: red)
        linearGreen = Self.linear(fromEncoded: green)
        linearBlue = Self.linear(fromEncoded: blue)
      case .displayP3:
        (linearRed, linearGreen, linearBlue) = Self.linearSRGB(
          fromLinearDisplayP3: (
            Self.linear(fromEncoded: red), Self.linear(fromEncoded: green),
            Self.linear(fromEncoded: blue)
          )
        )
      case .sRGBLinear:
        (linearRed, linearGreen, linearBlue) = (red, green, blue)
      }
      self.opacity = opacity
    }

    /// The gamma-encoded sRGB red component.
    ///
    /// ```swift
    /// Color.Resolved(red: 0.5, green: 0, blue: 0).red  // 0.5
    /// ```
    public var red: Float {
      get { Self.encoded(fromLinear: linearRed) }
      set { linearRed = Self.linear(fromEncoded: newValue) }
    }

    /// The gamma-encoded sRGB green component.
    ///
    /// ```swift
    /// Color.Resolved(red: 0, green: 0.5, blue: 0).green  // 0.5
    /// ```
    public var green: Float {
      get { Self.encoded(fromLinear: linearGreen) }
      set { linearGreen = Self.linear(fromEncoded: newValue) }
    }

    /// The gamma-encoded sRGB blue component.
    ///
    /// ```swift
    /// Color.Resolved(red: 0, green: 0, blue: 0.5).blue  // 0.5
    /// ```
    public var blue: Float {
      get { Self.encoded(fromLinear: linearBlue) }
      set { linearBlue = Self.linear(fromEncoded: newValue) }
    }

    /// The sRGB transfer function, extended symmetrically to negative components.
    ///
    /// Computed in `Float`, with the curve's scale and offset as one multiply-add, as SwiftUI
    /// stores its linear components: a grey of 0.3 reads back as 0.29999998, not 0.3.
    static func linear(fromEncoded value: Float) -> Float {
      let magnitude = abs(value)
      let linear: Float =
        magnitude <= 0.04045
        ? magnitude / 12.92 : pow(magnitude * (1 / 1.055) + (0.055 / 1.055), 2.4 as Float)
      return value < 0 ? -linear : linear
    }

    /// The inverse sRGB transfer function, extended symmetrically to negative components.
    static func encoded(fromLinear value: Float) -> Float {
      let magnitude = Double(abs(value))
      let encoded =
        magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
      return Float(value < 0 ? -encoded : encoded)
    }
  }
}

extension Color.Resolved: Animatable {
  /// The linear components and opacity × 128, nested as pairs.
  ///
  /// ```swift
  /// Color.Resolved(red: 1, green: 0, blue: 0).animatableData.first  // 128.0
  /// ```
  public var animatableData:
    AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>
  {
    get {
      AnimatablePair(
        linearRed * 128,
        AnimatablePair(linearGreen * 128, AnimatablePair(linearBlue * 128, opacity * 128))
      )
    }
    set {
      linearRed = newValue.first / 128
      linearGreen = newValue.second.first / 128
      linearBlue = newValue.second.second.first / 128
      opacity = newValue.second.second.second / 128
    }
  }
}
