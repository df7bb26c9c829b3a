/// A modifier that tells its navigation screen something about its bars (a title, how the
/// title shows, a hidden bar): recorded in tree descriptions under its SwiftUI name, and read
/// by the stack's layout, which lays the screen out below its navigation bar and above its
/// bottom toolbar.
public struct _NavigationBarModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  let name: String
  let value: String
  /// The title, for a title modifier.
  let title: String?
  let traits: NavigationBarTraits

  var snapshotLine: String { ".\(name)(\(value))" }
}

extension View {
  /// Records a navigation-bar modifier named `name`.
  func navigationBar(
    _ name: String,
    _ value: Any,
    title: String? = nil,
    _ traits: NavigationBarTraits
  ) -> ModifiedContent<Self, _NavigationBarModifier> {
    modifier(
      _NavigationBarModifier(
        name: name,
        value: String(describing: value),
        title: title,
        traits: traits
      )
    )
  }
}
