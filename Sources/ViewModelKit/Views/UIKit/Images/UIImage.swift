public import Foundation

/// A picture as UIKit holds it: an asset or system symbol by name, or PNG, JPEG or GIF data.
///
/// Headless, no pixel is decoded. Named pictures are placeholders, as ``Image``'s are: an asset
/// (`UIImage(named:)`) always exists and is 20×20 points; a system symbol
/// (`UIImage(systemName:)`) always exists and is 20×20 points at the default scale (see
/// ``SymbolConfiguration`` for the others). Pictures made from data are real: `UIImage(data:)`
/// reads the pixel size from the PNG, JPEG or GIF header and returns `nil` for anything else,
/// and ``size`` is that size in points at ``scale`` (1 unless given; JPEG's EXIF orientation is
/// not read, so a rotated photo reports its stored size). `Image(uiImage:)` shows any of them
/// at its ``size``.
///
/// ```swift
/// if let data = try? Data(contentsOf: avatarURL), let avatar = UIImage(data: data) {
///   Image(uiImage: avatar).resizable().scaledToFill().frame(width: 48, height: 48)
/// }
/// ```
public final class UIImage: Sendable, CustomStringConvertible {
  /// Where the picture comes from.
  enum Content: Hashable, Sendable {
    case empty
    case named(String)
    case symbol(String)
    case data(Data, ImageFileHeader)
  }

  let content: Content
  /// The size in points.
  public let size: CGSize
  /// Pixels per point: 3 for assets and symbols (the screen's), as given for data (1 by default).
  public let scale: CGFloat
  /// Whether the picture is drawn with its colours or as a template.
  public let renderingMode: RenderingMode
  /// The configuration it was made with (a symbol's point size, weight and scale).
  public let configuration: Configuration?

  init(
    content: Content,
    size: CGSize,
    scale: CGFloat,
    renderingMode: RenderingMode = .automatic,
    configuration: Configuration? = nil
  ) {
    self.content = content
    self.size = size
    self.scale = scale
    self.renderingMode = renderingMode
    self.configuration = configuration
  }

  /// An empty picture: zero size, nothing to show.
  public convenience init() {
    self.init(content: .empty, size: .zero, scale: 1)
  }

  /// An asset of the app: its picture's size with the `AppResources` plugin (as
  /// ``Image/init(_:bundle:)`` finds it), else a 20×20-point placeholder; never `nil` here.
  ///
  /// - Parameter name: The asset's name.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, with: nil)
  }

  /// An asset of a bundle with a configuration: the app's own as ``init(named:)`` finds it,
  /// another bundle's a 20×20-point placeholder; never `nil` here.
  ///
  /// - Parameters:
  ///   - name: The asset's name.
  ///   - bundle: The bundle (recorded nowhere).
  ///   - configuration: The configuration, kept in ``configuration``.
  public convenience init?(
    named name: String,
    in bundle: Bundle?,
    with configuration: Configuration?
  ) {
    let asset = bundle == nil || bundle == .main ? AppAssetIndex.main.images[name] : nil
    self.init(
      content: .named(name),
      size: asset?.size ?? CGSize(width: 20, height: 20),
      scale: 3,
      renderingMode: Self.renderingMode(for: asset?.renderingMode),
      configuration: configuration
    )
  }

  /// A system symbol: a square placeholder of 20 points, never `nil` here.
  ///
  /// - Parameter name: The symbol's name.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// A system symbol with a configuration: a square sized by ``SymbolConfiguration``'s rule.
  ///
  /// ```swift
  /// let big = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))
  /// big?.size  // 40×40
  /// ```
  ///
  /// - Parameters:
  ///   - name: The symbol's name.
  ///   - configuration: The configuration, or `nil` for the default.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?)
  {
    let side = (configuration as? SymbolConfiguration)?.side ?? 20
    self.init(
      content: .symbol(name),
      size: CGSize(width: side, height: side),
      scale: 3,
      configuration: configuration
    )
  }

  /// A picture from PNG, JPEG or GIF data at a scale of 1, or `nil` for other data.
  ///
  /// - Parameter data: The file's bytes.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// A picture from PNG, JPEG or GIF data, or `nil` for other data.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - scale: Pixels per point: the size is the pixel size divided by it.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let header = ImageFileHeader(data), scale > 0 else { return nil }
    let size = CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale)
    self.init(content: .data(data, header), size: size, scale: scale)
  }

  /// A picture from a PNG, JPEG or GIF file, or `nil` when the file cannot be read or is none.
  ///
  /// A name ending in `@2x` or `@3x` (before the extension) sets the scale, as in UIKit.
  ///
  /// - Parameter path: The file's path.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    self.init(data: data, scale: scale)
  }

  /// Whether it is a system symbol.
  public var isSymbolImage: Bool {
    if case .symbol = content { return true }
    return false
  }

  /// This picture drawn with another rendering mode.
  ///
  /// - Parameter renderingMode: The mode.
  /// - Returns: The picture.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(
      content: content,
      size: size,
      scale: scale,
      renderingMode: renderingMode,
      configuration: configuration
    )
  }

  /// This picture with another configuration; a symbol takes the size the configuration gives.
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: The picture.
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    var size = size
    if isSymbolImage, let side = (configuration as? SymbolConfiguration)?.side {
      size = CGSize(width: side, height: side)
    }
    return UIImage(
      content: content,
      size: size,
      scale: scale,
      renderingMode: renderingMode,
      configuration: configuration
    )
  }

  /// This symbol with a symbol configuration, or `nil` for a picture that is no symbol.
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: The symbol.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard isSymbolImage else { return nil }
    let current = self.configuration as? SymbolConfiguration
    return withConfiguration(current?.applying(configuration) ?? configuration)
  }

  public var description: String {
    let points = "\(Self.number(size.width))×\(Self.number(size.height))"
    switch content {
    case .empty: return "UIImage() \(points)"
    case .named(let name): return "UIImage(named: \"\(name)\") \(points)"
    case .symbol(let name): return "UIImage(systemName: \"\(name)\") \(points)"
    case .data(_, let header): return "UIImage(\(header.format) data) \(points)"
    }
  }

  private static func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(describing: Double(value))
  }
}

extension UIImage {
  /// Whether a picture is drawn with its own colours or as a template in the tint colour.
  public enum RenderingMode: Int, Hashable, Sendable {
    /// The context decides: templates for symbols, colours for the rest.
    case automatic
    /// Its own colours.
    case alwaysOriginal
    /// A mask filled with the tint.
    case alwaysTemplate
  }
}
