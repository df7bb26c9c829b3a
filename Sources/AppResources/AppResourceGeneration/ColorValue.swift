import Foundation

/// One appearance of a colour set: components in a colour space, or a system colour.
///
/// Components are read as Xcode writes them in `Contents.json`: a string with a point is a
/// fraction (`"0.965"`), a string of digits is an 8-bit value (`"246"`, divided by 255), a
/// string starting `0x` is an 8-bit value in hexadecimal (`"0xF6"`); a JSON number is a
/// fraction. Grey components (`gray-gamma-22`, `extended-gray`) are gamma 2.2 and become linear
/// light.
///
/// ```swift
/// ColorValue.rgb(space: .sRGB, red: 1, green: 0.5, blue: 0, opacity: 1).swiftExpression
/// // "SwiftUI.Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1)"
/// ```
public enum ColorValue: Equatable, Sendable {
  /// Red, green and blue in a space.
  case rgb(space: Space, red: Double, green: Double, blue: Double, opacity: Double)
  /// A grey, by its linear white level.
  case linearGray(white: Double, opacity: Double)
  /// A system colour by its UIKit name (`systemBlue`), from a `reference` entry.
  case system(String)

  /// The spaces of `Color.RGBColorSpace`.
  public enum Space: String, Sendable {
    /// `srgb` and `extended-srgb`.
    case sRGB
    /// `extended-linear-srgb`.
    case sRGBLinear
    /// `display-p3`.
    case displayP3
  }

  /// The `Color` this value is, as Swift source.
  public var swiftExpression: String {
    switch self {
    case .rgb(let space, let red, let green, let blue, let opacity):
      return "SwiftUI.Color(.\(space.rawValue), red: \(Self.literal(red)), green: "
        + "\(Self.literal(green)), blue: \(Self.literal(blue)), opacity: \(Self.literal(opacity)))"
    case .linearGray(let white, let opacity):
      return "SwiftUI.Color(.sRGBLinear, white: \(Self.literal(white)), "
        + "opacity: \(Self.literal(opacity)))"
    case .system(let name):
      return "SwiftUI.Color(SwiftUI.UIColor.\(name))"
    }
  }

  /// Reads the `color` object of a colour set's entry, or returns `nil` for one it cannot read
  /// (an unknown space, a missing component, a system colour this package does not model).
  ///
  /// - Parameter object: The entry's `color` object.
  public init?(_ object: [String: Any]) {
    if let reference = object["reference"] as? String {
      let shortened = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
      guard let name = [reference, shortened].first(where: Self.systemColors.contains) else {
        return nil
      }
      self = .system(name)
      return
    }
    guard let components = object["components"] as? [String: Any] else { return nil }
    let opacity = components["alpha"].flatMap(Self.component) ?? 1
    let spaceName = (object["color-space"] as? String) ?? "srgb"
    switch spaceName {
    case "gray-gamma-22", "extended-gray":
      guard let white = components["white"].flatMap(Self.component) else { return nil }
      let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
      self = .linearGray(white: linear, opacity: opacity)
    case "srgb", "extended-srgb", "extended-linear-srgb", "display-p3":
      guard let red = components["red"].flatMap(Self.component),
        let green = components["green"].flatMap(Self.component),
        let blue = components["blue"].flatMap(Self.component)
      else { return nil }
      let space: Space =
        switch spaceName {
        case "extended-linear-srgb": .sRGBLinear
        case "display-p3": .displayP3
        default: .sRGB
        }
      self = .rgb(space: space, red: red, green: green, blue: blue, opacity: opacity)
    default:
      return nil
    }
  }

  /// A component as `Contents.json` writes it.
  static func component(_ value: Any) -> Double? {
    if let number = value as? NSNumber, !(value is String) { return number.doubleValue }
    guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty
    else { return nil }
    if text.lowercased().hasPrefix("0x") {
      return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    if text.contains(".") { return Double(text) }
    return Int(text).map { Double($0) / 255 }
  }

  /// A number as a literal: no trailing `.0`.
  static func literal(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  /// The UIKit colours a `reference` can name, as `UIColor` members of this package.
  static let systemColors: Set<String> = [
    "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
    "systemGroupedBackground", "secondarySystemGroupedBackground",
    "tertiarySystemGroupedBackground", "label", "secondaryLabel", "tertiaryLabel",
    "quaternaryLabel", "systemFill", "separator", "systemGray", "systemGray2", "systemGray3",
    "systemGray4", "systemGray5", "systemGray6", "systemRed", "systemOrange", "systemYellow",
    "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue", "systemIndigo",
    "systemPurple", "systemPink", "systemBrown", "tintColor", "black", "darkGray", "lightGray",
    "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta", "orange", "purple",
    "brown", "clear",
  ]
}
