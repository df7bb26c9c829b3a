/// A picture.
///
/// Headless: nothing is loaded; it takes 20×20 points (a project decision).
///
/// ```swift
/// Image(systemName: "chevron.down")
/// ```
public struct Image: View, Equatable, Sendable {
  public typealias Body = Never

  /// The image's name.
  let name: String

  /// An image from the app's assets.
  ///
  /// - Parameter name: The name.
  public init(_ name: String) {
    self.name = name
  }

  /// A system symbol.
  ///
  /// - Parameter systemName: The symbol's name.
  public init(systemName: String) {
    name = systemName
  }
}

extension Image: PrimitiveView, SnapshotDescribable {
  var snapshotLine: String { "Image \"\(name)\"" }
}
