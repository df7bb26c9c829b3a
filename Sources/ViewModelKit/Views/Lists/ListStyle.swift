import Foundation

/// How a `List` lays out its rows and sections.
///
/// ```swift
/// List(items) { Text($0.title) }.listStyle(.plain)
/// ```
@MainActor @preconcurrency
public protocol ListStyle {
  /// The metrics the style lays rows out with.
  var _metrics: ListMetrics { get }
}

/// The metrics of a list style on iPhone (iOS 17 and 18).
///
/// Apple documents only `defaultMinListRowHeight`; the insets and margins here are the widely
/// observed values, one named constant each (uncertain, see the reference).
public struct ListMetrics: Hashable, Sendable {
  /// The space between the list's edges and each row (an inset-grouped section's card).
  public var margin: CGFloat
  /// The insets of a row's content.
  public var rowInsets: EdgeInsets
  /// The insets of a section header's content.
  public var headerInsets: EdgeInsets
  /// The insets of a section footer's content.
  public var footerInsets: EdgeInsets
  /// The space above each section.
  public var sectionSpacing: CGFloat
  /// The least height of a row: `defaultMinListRowHeight`, 44.
  public var minRowHeight: CGFloat

  /// The inset-grouped style (iPhone's default): sections as cards 20 points from the edges,
  /// rows inset 16 points in them, 35 points between sections.
  public static let insetGrouped = ListMetrics(
    margin: 20,
    rowInsets: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16),
    headerInsets: EdgeInsets(top: 0, leading: 16, bottom: 7, trailing: 16),
    footerInsets: EdgeInsets(top: 7, leading: 16, bottom: 0, trailing: 16),
    sectionSpacing: 35,
    minRowHeight: 44
  )

  /// The grouped style: full-width sections, rows inset 20 points.
  public static let grouped = ListMetrics(
    margin: 0,
    rowInsets: EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20),
    headerInsets: EdgeInsets(top: 0, leading: 20, bottom: 7, trailing: 20),
    footerInsets: EdgeInsets(top: 7, leading: 20, bottom: 0, trailing: 20),
    sectionSpacing: 35,
    minRowHeight: 44
  )

  /// The plain style: full-width rows inset 20 points, sections one after the other.
  public static let plain = ListMetrics(
    margin: 0,
    rowInsets: EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20),
    headerInsets: EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20),
    footerInsets: EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20),
    sectionSpacing: 0,
    minRowHeight: 44
  )
}

/// The platform's default list style: inset grouped on iPhone.
public struct DefaultListStyle: ListStyle {
  public init() {}
  public var _metrics: ListMetrics { .insetGrouped }
}

/// Rows across the whole width.
public struct PlainListStyle: ListStyle {
  public init() {}
  public var _metrics: ListMetrics { .plain }
}

/// Sections as full-width groups.
public struct GroupedListStyle: ListStyle {
  public init() {}
  public var _metrics: ListMetrics { .grouped }
}

/// Sections as inset cards.
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var _metrics: ListMetrics { .insetGrouped }
}

/// Rows inset from the edges (laid out as the inset-grouped style headlessly).
public struct InsetListStyle: ListStyle {
  public init() {}
  public var _metrics: ListMetrics { .insetGrouped }
}

/// A sidebar (laid out as the plain style on iPhone headlessly).
public struct SidebarListStyle: ListStyle {
  public init() {}
  public var _metrics: ListMetrics { .plain }
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's default list style.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows across the whole width.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// Sections as full-width groups.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections as inset cards.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Rows inset from the edges.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension EnvironmentValues {
  /// The metrics of the lists in this subtree; `listStyle(_:)` sets them.
  var listMetrics: ListMetrics {
    get { self[ListMetricsKey.self] }
    set { self[ListMetricsKey.self] = newValue }
  }

  /// The least height of a list row; 44 points by default.
  public var defaultMinListRowHeight: CGFloat {
    get { self[ListMetricsKey.self].minRowHeight }
    set { self[ListMetricsKey.self].minRowHeight = newValue }
  }
}

private struct ListMetricsKey: EnvironmentKey {
  static let defaultValue = ListMetrics.insetGrouped
}

extension View {
  /// Sets the style of the lists in this view.
  ///
  /// ```swift
  /// List(items) { Text($0.title) }.listStyle(.plain)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, its lists laid out in the style.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listMetrics, style._metrics)
  }
}
