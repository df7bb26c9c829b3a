public import Foundation

extension Color {
  /// Creates a colour from hue, saturation and brightness (HSB), in sRGB.
  ///
  /// ```swift
  /// let orange = Color(hue: 0.08, saturation: 0.9, brightness: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - hue: The hue, from 0 to 1 (a full turn); values outside wrap around.
  ///   - saturation: The saturation, from 0 (grey) to 1.
  ///   - brightness: The brightness, from 0 (black) to 1.
  ///   - opacity: The opacity, from 0 (clear) to 1 (opaque).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let turns = hue - hue.rounded(.down)
    let sector = turns * 6
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let (v, s) = (brightness, saturation)
    let p = v * (1 - s)
    let q = v * (1 - s * fraction)
    let t = v * (1 - s * (1 - fraction))
    let (r, g, b): (Double, Double, Double) =
      switch index {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// Creates a colour from an asset catalogue by name.
  ///
  /// An app built with the `AppResources` plugin finds its catalog's colour sets here, with
  /// their light and dark values (the plugin indexes them beside the app's bundled files);
  /// otherwise (another bundle, a name the catalog lacks, a set that names a system colour)
  /// the colour resolves to the documented placeholder ``Color/assetPlaceholder`` (opaque mid
  /// grey, `#808080`). Either way it keeps its name, which snapshots print
  /// (`NamedColor(name: "Brand", bundle: nil)`) and SVG writes as a `data-color` attribute.
  ///
  /// ```swift
  /// Text("Hi").foregroundStyle(Color("Brand"))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name of the colour asset.
  ///   - bundle: The bundle that holds it (`nil` for the main bundle).
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(Self.assetPlaceholder)
    assetName = name
    let bundleName = bundle.map { "\"\($0.bundleURL.lastPathComponent)\"" } ?? "nil"
    label = "NamedColor(name: \"\(name)\", bundle: \(bundleName))"
    if bundle == nil || bundle == .main, let entry = AppAssetIndex.main.colors[name] {
      takeAssetValues(light: entry.light, dark: entry.dark)
    }
  }

  /// Takes a colour set's values: its light colour, and its dark one (or the light colour's
  /// own dark value, for a system colour that adapts).
  mutating func takeAssetValues(light: Color, dark: Color?) {
    resolved = light.resolved
    if let dark {
      darkResolved = dark.darkResolved ?? dark.resolved
    } else {
      darkResolved = light.darkResolved
    }
  }

  /// What an asset colour, `Color("Name")`, resolves to headlessly: opaque mid grey.
  ///
  /// ```swift
  /// Color("Brand").resolve() == Color.assetPlaceholder  // true
  /// ```
  public static let assetPlaceholder = Resolved(red: 0.5, green: 0.5, blue: 0.5)

  /// Multiplies the colour's opacity.
  ///
  /// ```swift
  /// Color.red.opacity(0.5)  // "50% red"
  /// ```
  ///
  /// - Parameter opacity: The factor, from 0 to 1.
  /// - Returns: The colour with its opacity multiplied.
  public func opacity(_ opacity: Double) -> Color {
    var color = self
    color.resolved.opacity *= Float(opacity)
    color.darkResolved?.opacity *= Float(opacity)
    color.label = "\(Int(opacity * 100 + 0.5))% \(description)"
    return color
  }
}

extension Color: CustomStringConvertible {
  /// SwiftUI's description: the name of a system colour (`red`), `NamedColor(…)` for an asset
  /// colour, a percentage before an opacity-modified one (`50% red`), else `#RRGGBBAA`.
  public var description: String { label ?? resolved.description }
}

extension Color.Resolved: CustomStringConvertible {
  /// The gamma-encoded components and opacity as `#RRGGBBAA`.
  public var description: String {
    "#"
      + [red, green, blue, opacity]
      .map { component in
        let byte = Int((Double(min(max(component, 0), 1)) * 255).rounded())
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + digits : digits
      }
      .joined()
  }
}
