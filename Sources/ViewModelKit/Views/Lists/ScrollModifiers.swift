/// Whether scroll indicators show.
///
/// ```swift
/// ScrollView { … }.scrollIndicators(.hidden)
/// ```
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// As the platform decides.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")

  public var description: String { name }
}

/// How a scroll view comes to rest after a swipe (recorded only: the host's scrolls go where
/// they are told).
///
/// ```swift
/// ScrollView(.horizontal) { … }.scrollTargetBehavior(.paging)
/// ```
@MainActor @preconcurrency
public protocol ScrollTargetBehavior {}

/// Comes to rest at page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}
}

/// Comes to rest aligned with a view of the scroll target layout.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Comes to rest at page boundaries.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Comes to rest aligned with a view.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }
}

extension EnvironmentValues {
  /// Whether the scroll views in this subtree scroll; `scrollDisabled(_:)` sets it.
  public var isScrollEnabled: Bool {
    get { self[ScrollEnabledKey.self] }
    set { self[ScrollEnabledKey.self] = newValue }
  }
}

private struct ScrollEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension View {
  /// Stops the scroll views in this view from scrolling: a host scroll of one throws, as a
  /// person's drag does nothing (a `ScrollViewProxy` still scrolls it, as in SwiftUI).
  ///
  /// ```swift
  /// ScrollView { … }.scrollDisabled(isLocked)
  /// ```
  ///
  /// - Parameter disabled: Whether scrolling is disabled.
  /// - Returns: The view.
  public func scrollDisabled(
    _ disabled: Bool
  ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
    environment(\.isScrollEnabled, !disabled)
  }

  /// Shows or hides the scroll indicators (recorded in tree descriptions).
  ///
  /// ```swift
  /// ScrollView { … }.scrollIndicators(.hidden)
  /// ```
  ///
  /// - Parameters:
  ///   - visibility: Whether the indicators show.
  ///   - axes: The axes.
  /// - Returns: The view, recorded with the visibility.
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility,
    axes: Axis.Set = [.vertical, .horizontal]
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("scrollIndicators", visibility)
  }

  /// Sets where a scroll view starts (recorded only: scroll views start at their top-leading
  /// corner headlessly).
  ///
  /// ```swift
  /// ScrollView { … }.defaultScrollAnchor(.bottom)
  /// ```
  ///
  /// - Parameter anchor: The anchor.
  /// - Returns: The view, recorded with the anchor.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _StyleModifier> {
    style("defaultScrollAnchor", anchor.map { "\($0)" } ?? "nil")
  }

  /// Sets how scroll views come to rest (recorded only).
  ///
  /// ```swift
  /// ScrollView(.horizontal) { … }.scrollTargetBehavior(.paging)
  /// ```
  ///
  /// - Parameter behavior: The behaviour.
  /// - Returns: The view, recorded with the behaviour.
  public func scrollTargetBehavior<B: ScrollTargetBehavior>(
    _ behavior: B
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("scrollTargetBehavior", TypeNames.unqualified(B.self))
  }

  /// Marks this layout's views as the targets of scroll behaviours and positions (recorded
  /// only).
  ///
  /// ```swift
  /// LazyHStack { … }.scrollTargetLayout()
  /// ```
  ///
  /// - Parameter isEnabled: Whether the layout is a target layout.
  /// - Returns: The view, recorded.
  public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("scrollTargetLayout", isEnabled)
  }

  /// Binds the id of the view at the scroll view's top to `id` (recorded only: the binding is
  /// neither written while scrolling nor read to scroll headlessly; use a `ScrollViewReader`).
  ///
  /// ```swift
  /// ScrollView { … }.scrollPosition(id: $visibleID)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The binding to the id.
  ///   - anchor: The anchor.
  /// - Returns: The view, recorded.
  public func scrollPosition<ID: Hashable>(
    id: Binding<ID?>,
    anchor: UnitPoint? = nil
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("scrollPosition", "id")
  }
}
