extension Color {
  /// Creates a colour from the app's asset catalog: `Color(.noteAccent)`.
  ///
  /// The colour takes the resource's light colour, and its dark colour where the environment's
  /// `colorScheme` is dark; it prints and draws in SVG with the asset's name, as
  /// ``init(_:bundle:)`` does. A resource without colours (made with
  /// ``ColorResource/init(name:bundle:)``) gives that initialiser's placeholder.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8).fill(Color(.noteAccent))
  /// ```
  ///
  /// - Parameter resource: The colour set's resource.
  public init(_ resource: ColorResource) {
    self.init(resource.name, bundle: resource.bundle == .main ? nil : resource.bundle)
    guard let light = resource.light else { return }
    takeAssetValues(light: light, dark: resource.dark)
  }
}
