/// A modifier that tells its navigation screen something about its bars.
///
/// A title, how the title shows, a hidden bar or back button: recorded in tree descriptions
/// under its SwiftUI name, and read by the stack's layout, which lays the screen out below its
/// navigation bar and above its bottom toolbar. A title modifier also draws its title in the
/// bar (see `NavigationBarTitle`).
public struct _NavigationBarModifier: ViewModifier, PrimitiveModifier, LayoutModifier,
  SnapshotDescribable
{
  public typealias Body = Never
  let name: String
  let value: String
  /// The title, for a title modifier.
  let title: String?
  let traits: NavigationBarTraits

  var snapshotLine: String { ".\(name)(\(value))" }

  var layer: (view: any View, alignment: Alignment, isBehind: Bool)? {
    title.map { (NavigationBarTitle(title: $0), .center, false) }
  }

  var layoutKind: LayoutKind { .presentation(.navigationBars) }

  func didInsert(node: ViewNode) { noteTitle(of: node) }

  func didUpdate(node: ViewNode) { noteTitle(of: node) }

  func willRemove(node: ViewNode) { noteTitle(of: node) }

  /// Tells the stack that a title of one of its screens may have changed, for the back button
  /// of the screen above it.
  private func noteTitle(of node: ViewNode) {
    guard title != nil, let model = node.environment._navigationModel else { return }
    model.titleDidChange(inScreenAt: node.environment._navigationScreenIndex, graph: node.graph)
  }
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
