extension Image {
  /// Shows a UIKit picture at its size in points.
  ///
  /// A named picture shows as ``Image/init(_:bundle:)`` does and a symbol as
  /// ``Image/init(systemName:)``, VoiceOver reading the name; a picture from data shows as a
  /// placeholder named after its format (`"PNG image"`), which VoiceOver skips. Whatever it is,
  /// the natural size is the picture's ``UIImage/size``, not the 20×20 points of the names (a
  /// symbol ignores `imageScale(_:)`, its size already set by its configuration), and its
  /// ``UIImage/renderingMode`` becomes the image's `renderingMode(_:)`.
  ///
  /// ```swift
  /// Image(uiImage: UIImage(data: photoData) ?? UIImage())
  ///   .resizable()
  ///   .scaledToFit()
  /// ```
  ///
  /// - Parameter uiImage: The picture.
  public init(uiImage: UIImage) {
    switch uiImage.content {
    case .named(let name): self.init(name)
    case .symbol(let name): self.init(systemName: name)
    case .data(_, let header): self.init(decorative: "\(header.format)".uppercased() + " image")
    case .empty: self.init(decorative: "empty image")
    }
    fixedNaturalSize = uiImage.size
    switch uiImage.renderingMode {
    case .automatic: break
    case .alwaysOriginal: renderingMode = .original
    case .alwaysTemplate: renderingMode = .template
    }
  }
}
