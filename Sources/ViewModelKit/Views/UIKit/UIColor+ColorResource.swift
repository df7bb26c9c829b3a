extension UIColor {
  /// Creates a colour from the app's asset catalog: `UIColor(resource: .noteAccent)`, with its
  /// light and dark values (as `Color(_:)` of a resource has them).
  ///
  /// ```swift
  /// let accent = UIColor(resource: .noteAccent)
  /// ```
  ///
  /// - Parameter resource: The colour set's resource.
  public convenience init(resource: ColorResource) {
    self.init(Color(resource))
  }
}
