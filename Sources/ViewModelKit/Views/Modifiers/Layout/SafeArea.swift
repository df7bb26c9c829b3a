public import Foundation

/// The kinds of safe area a view can extend into.
///
/// ```swift
/// Color.blue.ignoresSafeArea(.container, edges: .top)
/// ```
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The area the container (bars, the screen's edges) leaves for content.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area the software keyboard leaves.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The top or bottom edge.
///
/// ```swift
/// List { … }.safeAreaInset(edge: .bottom) { Button("Add") { } }
/// ```
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

/// The leading or trailing edge.
///
/// ```swift
/// Color.gray.safeAreaInset(edge: .leading) { Text("Side") }
/// ```
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

/// A view that extends into the safe area: `ignoresSafeArea(_:edges:)`.
public struct _SafeAreaIgnoringLayout: ViewModifier, PrimitiveModifier, LayoutModifier, Equatable,
  Sendable
{
  public typealias Body = Never
  let regions: SafeAreaRegions
  let edges: Edge.Set

  /// The container region is the only one with insets headlessly (there is no keyboard).
  var layoutKind: LayoutKind { .safeAreaIgnoring(edges: regions.contains(.container) ? edges : []) }
}

extension View {
  /// Lets this view extend into the safe area on the given edges.
  ///
  /// The view keeps its size in the layout; drawn, it reaches out on each of `edges` where its
  /// frame touches the edge of the safe area, to the edge of the container that inset it: under
  /// a navigation bar or a bottom toolbar (to the edge of the screen), under a tab bar, under a
  /// `safeAreaInset`. It is proposed that much more. A view that does not touch the safe area's
  /// edge does not move. The headless screen itself has no insets (no status bar, home
  /// indicator or keyboard), so `.keyboard` alone changes nothing.
  ///
  /// ```swift
  /// Color.indigo.ignoresSafeArea()
  /// ```
  ///
  /// - Parameters:
  ///   - regions: The regions to extend into.
  ///   - edges: The edges to extend past.
  /// - Returns: The view, extending into the safe area.
  public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all,
    edges: Edge.Set = .all
  ) -> ModifiedContent<Self, _SafeAreaIgnoringLayout> {
    modifier(_SafeAreaIgnoringLayout(regions: regions, edges: edges))
  }

  /// Lets this view extend into the container's safe area on the given edges (the older
  /// spelling of ``ignoresSafeArea(_:edges:)``).
  ///
  /// ```swift
  /// Color.black.edgesIgnoringSafeArea(.all)
  /// ```
  ///
  /// - Parameter edges: The edges to extend past.
  /// - Returns: The view, extending into the safe area.
  public func edgesIgnoringSafeArea(
    _ edges: Edge.Set
  ) -> ModifiedContent<Self, _SafeAreaIgnoringLayout> {
    modifier(_SafeAreaIgnoringLayout(regions: .container, edges: edges))
  }
}

extension _SafeAreaIgnoringLayout: SnapshotDescribable {
  var snapshotLine: String {
    let regions = regions == .all ? "all" : regions == .container ? "container" : "keyboard"
    let names: [(Edge.Set, String)] = [
      (.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
    ]
    let edges =
      self.edges == .all
      ? "all" : names.filter { self.edges.contains($0.0) }.map(\.1).joined(separator: ", ")
    return ".ignoresSafeArea(\(regions), edges: [\(edges)])"
  }
}

/// A view shown at an edge of the modified view, which is laid out in the space left:
/// `safeAreaInset(edge:alignment:spacing:content:)`.
public struct _InsetViewModifier<Content: View>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let edge: Edge
  let alignment: Double
  let spacing: CGFloat?
  let content: Content

  var layer: (view: any View, alignment: Alignment, isBehind: Bool)? {
    (content, .center, false)
  }
}

extension View {
  /// Shows `content` at the top or bottom edge of this view, which is laid out in the space
  /// that is left.
  ///
  /// The inset is laid out at its ideal height and as wide as offered, aligned by `alignment`;
  /// `spacing` between them (`nil` is 0 points here); this view proposed the rest. The inset
  /// and the gap become a safe-area inset of this view: a view in it that touches that edge can
  /// reach under the inset with `ignoresSafeArea`.
  ///
  /// ```swift
  /// List(items) { Text($0.name) }
  ///   .safeAreaInset(edge: .bottom) { Button("Add") { add() } }
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The edge the inset sits at.
  ///   - alignment: How the inset lines up across the edge.
  ///   - spacing: The gap between the inset and this view.
  ///   - content: The inset.
  /// - Returns: The view with the inset.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge,
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _InsetViewModifier<V>> {
    modifier(
      _InsetViewModifier(
        edge: edge == .top ? .top : .bottom,
        alignment: alignment.fraction,
        spacing: spacing,
        content: content()
      )
    )
  }

  /// Shows `content` at the leading or trailing edge of this view, which is laid out in the
  /// space that is left (see the vertical-edge form for the headless rule).
  ///
  /// ```swift
  /// Color.gray.safeAreaInset(edge: .leading, spacing: 4) { Text("Side") }
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The edge the inset sits at.
  ///   - alignment: How the inset lines up along the edge.
  ///   - spacing: The gap between the inset and this view.
  ///   - content: The inset.
  /// - Returns: The view with the inset.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge,
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _InsetViewModifier<V>> {
    modifier(
      _InsetViewModifier(
        edge: edge == .leading ? .leading : .trailing,
        alignment: alignment.fraction,
        spacing: spacing,
        content: content()
      )
    )
  }
}

extension _InsetViewModifier: LayoutModifier {
  var layoutKind: LayoutKind {
    .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing ?? 0)
  }
}
