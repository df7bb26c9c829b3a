extension UIImage {
  /// Creates a picture from the app's asset catalog: `UIImage(resource: .star)`.
  ///
  /// A named picture (see ``UIImage/init(named:)``) with the resource's size in points and
  /// scale, or the 20×20 points at scale 3 of a named picture where the resource has no size;
  /// a set's template rendering intent becomes `.alwaysTemplate`, an original one
  /// `.alwaysOriginal`.
  ///
  /// ```swift
  /// let quill = UIImage(resource: .quill)
  /// quill.size  // 24×24
  /// ```
  ///
  /// - Parameter resource: The image set's resource.
  public convenience init(resource: ImageResource) {
    let renderingMode = Self.renderingMode(for: resource.renderingMode)
    self.init(
      content: .named(resource.name),
      size: resource.size ?? CGSize(width: 20, height: 20),
      scale: resource.size == nil ? 3 : resource.scale,
      renderingMode: renderingMode
    )
  }
}

extension UIImage {
  /// UIKit's rendering mode for an image set's rendering intent.
  static func renderingMode(for intent: Image.TemplateRenderingMode?) -> RenderingMode {
    switch intent {
    case .template: .alwaysTemplate
    case .original: .alwaysOriginal
    case nil: .automatic
    }
  }
}
