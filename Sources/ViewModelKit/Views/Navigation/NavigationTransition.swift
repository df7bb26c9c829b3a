/// A type that defines the transition to use when navigating to a view.
///
/// Recorded only: every push and pop here is the standard slide (see ``NavigationStack``), and
/// `navigationTransition(_:)` shows in tree descriptions.
///
/// ```swift
/// DetailView().navigationTransition(.zoom(sourceID: item.id, in: namespace))
/// ```
public protocol NavigationTransition {}

/// The transition the platform picks for the context: on iPhone, the push slide.
///
/// ```swift
/// DetailView().navigationTransition(.automatic)
/// ```
public struct AutomaticNavigationTransition: NavigationTransition, Sendable,
  CustomStringConvertible
{
  public var description: String { "automatic" }
}

/// A transition that zooms the appearing view from a source view marked with
/// `matchedTransitionSource(id:in:)` (recorded only: the push slides).
///
/// ```swift
/// DetailView().navigationTransition(.zoom(sourceID: "globe", in: namespace))
/// ```
public struct ZoomNavigationTransition: NavigationTransition, CustomStringConvertible {
  let sourceID: AnyHashable
  let namespace: Namespace.ID

  public var description: String { "zoom(sourceID: \(sourceID), in: \(namespace))" }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The transition the platform picks for the context.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// A transition that zooms the appearing view from the view marked with the same identifier.
  ///
  /// - Parameters:
  ///   - sourceID: The identifier given to `matchedTransitionSource(id:in:)`.
  ///   - namespace: The namespace of the identifier.
  /// - Returns: The transition.
  public static func zoom(
    sourceID: some Hashable,
    in namespace: Namespace.ID
  ) -> ZoomNavigationTransition {
    ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
  }
}

extension View {
  /// Sets the transition of this view's screen when it is pushed or presented (recorded only:
  /// pushes and pops slide as ``NavigationStack`` describes).
  ///
  /// ```swift
  /// NavigationLink { DetailView().navigationTransition(.automatic) } label: { Text("Open") }
  /// ```
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The view.
  public func navigationTransition(
    _ transition: some NavigationTransition
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTransition", transition)
  }

  /// Marks this view as the source of a zoom navigation transition (recorded only).
  ///
  /// ```swift
  /// Image(systemName: "globe").matchedTransitionSource(id: "globe", in: namespace)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The identifier the transition names.
  ///   - namespace: The namespace of the identifier.
  /// - Returns: The view.
  public func matchedTransitionSource(
    id: some Hashable,
    in namespace: Namespace.ID
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("matchedTransitionSource", "id: \(id), in: \(namespace)")
  }
}
