/// What an asset catalog holds that Xcode names in Swift: colour sets, image sets, and the
/// folders that provide a namespace.
///
/// ```swift
/// let asset = Asset.color(ColorAsset(name: "NoteAccent", light: nil, dark: nil))
/// asset.name  // "NoteAccent"
/// ```
public enum Asset: Equatable, Sendable {
  /// A colour set.
  case color(ColorAsset)
  /// An image set.
  case image(ImageAsset)
  /// A folder whose `Contents.json` says `"provides-namespace": true`.
  case namespace(AssetNamespace)

  /// The asset's full name, its namespaces before it (`Colors/Text/Primary`).
  public var name: String {
    switch self {
    case .color(let color): color.name
    case .image(let image): image.name
    case .namespace(let namespace): namespace.name
    }
  }

  /// The last part of the name: what its symbol is made from and sorted by.
  var shortName: String {
    name.split(separator: "/").last.map(String.init) ?? name
  }
}

/// A colour set: its name and the colour in the light and dark appearances.
///
/// ```swift
/// ColorAsset(name: "Brand", light: .rgb(space: .sRGB, red: 1, green: 0, blue: 0, opacity: 1), dark: nil)
/// ```
public struct ColorAsset: Equatable, Sendable {
  /// The full name (`Colors/Brand`).
  public var name: String
  /// The colour of the light appearance (an entry for light, else for any appearance), or
  /// `nil` when none can be read.
  public var light: ColorValue?
  /// The colour of the dark appearance, or `nil` when the set has none.
  public var dark: ColorValue?

  /// Creates a colour set.
  ///
  /// - Parameters:
  ///   - name: The full name.
  ///   - light: The colour of the light appearance.
  ///   - dark: The colour of the dark appearance.
  public init(name: String, light: ColorValue?, dark: ColorValue?) {
    self.name = name
    self.light = light
    self.dark = dark
  }
}

/// An image set: its name, the size of its picture and how it renders.
///
/// ```swift
/// ImageAsset(name: "Star", pixelSize: ImagePixelSize(width: 72, height: 72), scale: 3, renderingIntent: nil)
/// ```
public struct ImageAsset: Equatable, Sendable {
  /// The full name (`Icons/Star`).
  public var name: String
  /// The pixel size of the file chosen (the largest scale the iPhone uses), or `nil` when no
  /// PNG, JPEG or GIF file is in the set.
  public var pixelSize: ImagePixelSize?
  /// The scale of that file: 3, 2 or 1 (1 for a file of a single scale).
  public var scale: Int
  /// `template` or `original` from the set's `template-rendering-intent`, or `nil`.
  public var renderingIntent: String?

  /// Creates an image set.
  ///
  /// - Parameters:
  ///   - name: The full name.
  ///   - pixelSize: The pixel size of its file.
  ///   - scale: The scale of its file.
  ///   - renderingIntent: `template`, `original`, or `nil`.
  public init(name: String, pixelSize: ImagePixelSize?, scale: Int, renderingIntent: String?) {
    self.name = name
    self.pixelSize = pixelSize
    self.scale = scale
    self.renderingIntent = renderingIntent
  }
}

/// A namespace folder and what it holds, sorted by name.
///
/// ```swift
/// AssetNamespace(name: "Colors", assets: [])
/// ```
public struct AssetNamespace: Equatable, Sendable {
  /// The full name (`Colors/Text`).
  public var name: String
  /// The assets inside, sorted by name.
  public var assets: [Asset]

  /// Creates a namespace.
  ///
  /// - Parameters:
  ///   - name: The full name.
  ///   - assets: The assets inside.
  public init(name: String, assets: [Asset]) {
    self.name = name
    self.assets = assets
  }

  /// Whether a colour set is inside, at any depth.
  var holdsColors: Bool {
    assets.contains {
      switch $0 {
      case .color: true
      case .image: false
      case .namespace(let inner): inner.holdsColors
      }
    }
  }

  /// Whether an image set is inside, at any depth.
  var holdsImages: Bool {
    assets.contains {
      switch $0 {
      case .color: false
      case .image: true
      case .namespace(let inner): inner.holdsImages
      }
    }
  }
}
