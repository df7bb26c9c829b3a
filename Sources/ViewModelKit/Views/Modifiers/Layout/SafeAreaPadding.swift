public import Foundation

extension View {
  /// Adds space to the safe area of this view on some edges (the system's amount when
  /// `length` is `nil`), so that its content is laid out inside it.
  ///
  /// ```swift
  /// VStack { Header(); CardsGrid() }
  ///   .safeAreaPadding(.horizontal, 16)
  /// ```
  ///
  /// Differs from SwiftUI: laid out as `padding(_:_:)`. A background that ignores the safe area
  /// does not reach under the added space, and on a scroll view the space is outside the
  /// scrolled region (a device scrolls the content under it).
  ///
  /// - Parameters:
  ///   - edges: The edges to pad.
  ///   - length: The amount (`nil`: the system's, 16 points).
  /// - Returns: The view.
  public func safeAreaPadding(
    _ edges: Edge.Set = .all,
    _ length: CGFloat? = nil
  ) -> ModifiedContent<Self, _PaddingLayout> {
    padding(edges, length)
  }

  /// Adds the same space to the safe area of this view on every edge.
  ///
  /// ```swift
  /// ContentView().safeAreaPadding(20)
  /// ```
  ///
  /// Differs from SwiftUI: laid out as `padding(_:)`.
  ///
  /// - Parameter length: The amount.
  /// - Returns: The view.
  public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> {
    padding(length)
  }

  /// Adds space to the safe area of this view, edge by edge.
  ///
  /// ```swift
  /// ContentView().safeAreaPadding(EdgeInsets(top: 0, leading: 8, bottom: 24, trailing: 8))
  /// ```
  ///
  /// Differs from SwiftUI: laid out as `padding(_:)`.
  ///
  /// - Parameter insets: The amounts.
  /// - Returns: The view.
  public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
    padding(insets)
  }
}
