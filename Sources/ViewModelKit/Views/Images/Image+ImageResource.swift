extension Image {
  /// Creates an image from the app's asset catalog: `Image(.star)`.
  ///
  /// The image is ``init(_:bundle:)`` of the asset's name (VoiceOver reads the name), at the
  /// resource's size in points where it has one, and drawn as a template or in its own
  /// colours where the set says so.
  ///
  /// ```swift
  /// Image(.quill)
  ///   .foregroundStyle(.noteAccent)
  /// ```
  ///
  /// - Parameter resource: The image set's resource.
  public init(_ resource: ImageResource) {
    self.init(resource.name, bundle: resource.bundle)
    if let size = resource.size { fixedNaturalSize = size }
    if let mode = resource.renderingMode { renderingMode = mode }
  }
}

extension Image {
  /// Takes the size and rendering intent of the app's image set of this name, when the
  /// `AppResources` plugin indexed one (see `AppAssetIndex`); else the 20×20 placeholder stays.
  mutating func takeAssetValues(bundle: Bundle?) {
    guard bundle == nil || bundle == .main, let entry = AppAssetIndex.main.images[name] else {
      return
    }
    fixedNaturalSize = entry.size
    renderingMode = entry.renderingMode
  }
}
