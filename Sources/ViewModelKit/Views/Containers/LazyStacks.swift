public import Foundation

/// The kinds of views a lazy stack can pin while its section scrolls.
///
/// A `LazyVStack` in a vertical scroll view pins its sections' headers (see `Section`); section
/// footers, and the pinned views of a `LazyHStack`, are recorded only.
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) { … }
/// ```
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// Views arranged top to bottom, created as needed in SwiftUI.
///
/// When its content is a `ForEach`, only the rows in view have views: rows are built as they
/// scroll in (their `onAppear` runs) and parked, with their state, as they scroll out (their
/// `onDisappear` runs); the rows outside have geometry from their data (see ``ScrollView``).
/// Other content is built at once. It lays out as a `VStack`, except that it takes the whole
/// width it is offered, as SwiftUI's does.
///
/// ```swift
/// ScrollView { LazyVStack(alignment: .leading) { ForEach(rows) { Text($0.title) } } }
/// ```
public struct LazyVStack<Content: View>: View {
  public typealias Body = Never

  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Creates a lazy vertical stack.
  ///
  /// - Parameters:
  ///   - alignment: Where the views line up horizontally.
  ///   - spacing: The gap between views; `nil` for the default.
  ///   - pinnedViews: The views to pin while scrolling: `.sectionHeaders` keeps each section's
  ///     header at the top of the viewport while its section scrolls under it (footers are
  ///     recorded only).
  ///   - content: The views.
  public init(
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

/// Views arranged leading to trailing, created as needed in SwiftUI.
///
/// Lazy as `LazyVStack` is, along its horizontal axis. It lays out as an `HStack`, except that
/// it takes the whole height it is offered, as SwiftUI's does.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHStack { ForEach(tags) { Text($0.name) } } }
/// ```
public struct LazyHStack<Content: View>: View {
  public typealias Body = Never

  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a lazy horizontal stack.
  ///
  /// - Parameters:
  ///   - alignment: Where the views line up vertically.
  ///   - spacing: The gap between views; `nil` for the default.
  ///   - pinnedViews: The views to pin while scrolling (recorded only).
  ///   - content: The views.
  public init(
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension LazyVStack: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}

extension LazyHStack: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}
