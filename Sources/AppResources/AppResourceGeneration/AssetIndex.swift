public import Foundation

/// What an app's code looks up by name at run time (`Color("Brand")`, `Image("Logo")`): every
/// colour and image of its catalogs, as a JSON file the runtime reads from `Bundle.main`.
///
/// Xcode compiles the catalogs into the app, where `Color("Brand")` finds the set by name. The
/// plugin writes this index to the build's products folder (`Bundle.main` on Linux) as
/// `<Target>.assetindex.json`, and ViewModelKit's `Color(_:bundle:)` and `Image(_:bundle:)`
/// read it: a colour by its components for each appearance, an image by its size in points and
/// rendering intent. A colour that names a system colour (`reference`) is left out, and so
/// resolves to the runtime's placeholder.
///
/// ```swift
/// let data = try AssetIndex(catalog).data()
/// // {"colors":{"Brand":{"light":["sRGB",0,0.4,0.8,1]}},"images":{"Logo":{"height":24,"width":24}}}
/// ```
public struct AssetIndex: Equatable, Sendable, Encodable {
  /// Components: the space's name, red, green, blue, opacity (a grey is linear, `sRGBLinear`).
  public typealias Components = [ColorComponent]

  /// One element of ``Components``.
  public enum ColorComponent: Equatable, Sendable, Encodable {
    /// The colour space's name (`sRGB`, `sRGBLinear`, `displayP3`).
    case space(String)
    /// A component's value.
    case value(Double)

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .space(let name): try container.encode(name)
      case .value(let value): try container.encode(value)
      }
    }
  }

  /// A colour set: its light (or any-appearance) colour and its dark one.
  public struct ColorEntry: Equatable, Sendable, Encodable {
    /// The light (or any-appearance) colour.
    public var light: Components
    /// The dark colour, or `nil` where the light one serves.
    public var dark: Components?

    /// Creates an entry.
    public init(light: Components, dark: Components?) {
      self.light = light
      self.dark = dark
    }
  }

  /// An image set: its size in points and its rendering intent.
  public struct ImageEntry: Equatable, Sendable, Encodable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// `template` or `original`, or `nil`.
    public var template: String?

    /// Creates an entry.
    public init(width: Double, height: Double, template: String?) {
      self.width = width
      self.height = height
      self.template = template
    }
  }

  /// The colour sets by full name (`Colors/Text`).
  public var colors: [String: ColorEntry] = [:]
  /// The image sets with a picture, by full name.
  public var images: [String: ImageEntry] = [:]

  /// The index of a catalog's colours and images.
  ///
  /// - Parameter catalog: The app's catalogs, read.
  public init(_ catalog: AssetCatalog) {
    add(catalog.assets)
  }

  /// The index as JSON, its keys sorted so that the same catalogs give the same bytes.
  ///
  /// - Returns: The file's contents.
  /// - Throws: An encoding error (none is expected).
  public func data() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }

  private mutating func add(_ assets: [Asset]) {
    for asset in assets {
      switch asset {
      case .namespace(let namespace): add(namespace.assets)
      case .color(let color):
        guard let light = color.light.flatMap(Self.components) else { continue }
        colors[color.name] = ColorEntry(light: light, dark: color.dark.flatMap(Self.components))
      case .image(let image):
        guard let size = image.pixelSize else { continue }
        images[image.name] = ImageEntry(
          width: Double(size.width) / Double(image.scale),
          height: Double(size.height) / Double(image.scale),
          template: image.renderingIntent
        )
      }
    }
  }

  private static func components(_ value: ColorValue) -> Components? {
    switch value {
    case .rgb(let space, let red, let green, let blue, let opacity):
      [.space(space.rawValue), .value(red), .value(green), .value(blue), .value(opacity)]
    case .linearGray(let white, let opacity):
      [.space("sRGBLinear"), .value(white), .value(white), .value(white), .value(opacity)]
    case .system:
      nil
    }
  }
}
