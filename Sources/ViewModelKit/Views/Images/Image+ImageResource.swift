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
    fixedNaturalSize = resource.size
    renderingMode = resource.renderingMode
  }
}
