public import Foundation

/// Where `contentMargins(_:_:for:)` applies its margins in a scroll view.
public struct ContentMarginPlacement: Equatable, Sendable, CustomStringConvertible {
  let name: String

  /// Both the content and the scroll indicators, as the view sees fit.
  public static var automatic: ContentMarginPlacement { ContentMarginPlacement(name: "automatic") }

  /// The scrolled content only.
  public static var scrollContent: ContentMarginPlacement {
    ContentMarginPlacement(name: "scrollContent")
  }

  /// The scroll indicators only.
  public static var scrollIndicators: ContentMarginPlacement {
    ContentMarginPlacement(name: "scrollIndicators")
  }

  public var description: String { name }
}

extension View {
  /// Adds margins around the content of the scroll views (and lists) in this view.
  ///
  /// ```swift
  /// List(cards) { card in CardRow(card: card) }
  ///   .contentMargins(.top, 16, for: .scrollContent)
  /// ```
  ///
  /// Differs from SwiftUI: recorded only (`.contentMargins(top 16.0, scrollContent)` in tree
  /// descriptions); rows lay out without the margins.
  ///
  /// - Parameters:
  ///   - edges: The edges to add margins to.
  ///   - length: The margin (`nil`: the system's).
  ///   - placement: What the margins apply to.
  /// - Returns: The view.
  public func contentMargins(
    _ edges: Edge.Set = .all,
    _ length: CGFloat?,
    for placement: ContentMarginPlacement = .automatic
  ) -> ModifiedContent<Self, _StyleModifier> {
    style(
      "contentMargins",
      "\(EdgeNames.describe(edges)) \(length.map { "\($0)" } ?? "default"), \(placement)"
    )
  }

  /// Adds the same margin on every edge of the content of the scroll views in this view.
  ///
  /// ```swift
  /// ScrollView { Feed() }.contentMargins(20)
  /// ```
  ///
  /// Differs from SwiftUI: recorded only.
  ///
  /// - Parameters:
  ///   - length: The margin.
  ///   - placement: What the margins apply to.
  /// - Returns: The view.
  public func contentMargins(
    _ length: CGFloat,
    for placement: ContentMarginPlacement = .automatic
  ) -> ModifiedContent<Self, _StyleModifier> {
    contentMargins(.all, length, for: placement)
  }

  /// Adds margins, edge by edge, around the content of the scroll views in this view.
  ///
  /// ```swift
  /// ScrollView { Feed() }
  ///   .contentMargins(EdgeInsets(top: 8, leading: 0, bottom: 24, trailing: 0))
  /// ```
  ///
  /// Differs from SwiftUI: recorded only.
  ///
  /// - Parameters:
  ///   - insets: The margins.
  ///   - placement: What the margins apply to.
  /// - Returns: The view.
  public func contentMargins(
    _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> ModifiedContent<Self, _StyleModifier> {
    style(
      "contentMargins",
      "\(insets.top) \(insets.leading) \(insets.bottom) \(insets.trailing), \(placement)"
    )
  }
}

/// Names an edge set in tree descriptions.
enum EdgeNames {
  static func describe(_ edges: Edge.Set) -> String {
    if edges == .all { return "all" }
    let named: [(Edge.Set, String)] = [
      (.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
    ]
    return named.filter { edges.contains($0.0) }.map(\.1).joined(separator: ",")
  }
}
