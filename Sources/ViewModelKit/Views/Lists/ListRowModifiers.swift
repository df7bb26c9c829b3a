import Foundation

/// `listRowInsets(_:)`: the insets of the row's content in its list row.
public struct _ListRowInsetsLayout: ViewModifier, PrimitiveModifier, LayoutModifier, Equatable {
  public typealias Body = Never
  let insets: EdgeInsets?

  var layoutKind: LayoutKind { .listRowInsets(insets) }
}

/// `listRowSeparator(_:edges:)`: whether the row's separator shows.
public struct _ListRowSeparatorLayout: ViewModifier, PrimitiveModifier, LayoutModifier, Equatable {
  public typealias Body = Never
  let visibility: Visibility

  var layoutKind: LayoutKind { .listRowSeparator(hidden: visibility == .hidden) }
}

extension View {
  /// Sets the insets of this view's content in its list row, in place of the style's.
  ///
  /// ```swift
  /// Text("Edge to edge").listRowInsets(EdgeInsets())
  /// ```
  ///
  /// - Parameter insets: The insets, or `nil` for the style's.
  /// - Returns: The view, inset so in its row.
  public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _ListRowInsetsLayout> {
    modifier(_ListRowInsetsLayout(insets: insets))
  }

  /// Shows or hides the separator under this view's list row (`.hidden` hides it; the
  /// `edges` are recorded only: the one separator is the bottom one).
  ///
  /// ```swift
  /// Text("No line").listRowSeparator(.hidden)
  /// ```
  ///
  /// - Parameters:
  ///   - visibility: Whether the separator shows.
  ///   - edges: The edges whose separators this sets.
  /// - Returns: The view, with the separator shown or hidden.
  public func listRowSeparator(
    _ visibility: Visibility,
    edges: VerticalEdge.Set = .all
  ) -> ModifiedContent<Self, _ListRowSeparatorLayout> {
    modifier(_ListRowSeparatorLayout(visibility: visibility))
  }

  /// Sets the background of this view's list row (recorded in tree descriptions; the row's
  /// background is not drawn headlessly).
  ///
  /// ```swift
  /// Text("Warning").listRowBackground(Color.yellow)
  /// ```
  ///
  /// - Parameter view: The background.
  /// - Returns: The view, recorded with the background.
  public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _StyleModifier> {
    style("listRowBackground", view.map { TypeNames.unqualified(type(of: $0)) } ?? "nil")
  }

  /// Sets the tint of this view's separators (recorded only).
  ///
  /// ```swift
  /// Text("Row").listRowSeparatorTint(.blue)
  /// ```
  ///
  /// - Parameters:
  ///   - color: The tint.
  ///   - edges: The edges.
  /// - Returns: The view, recorded with the tint.
  public func listRowSeparatorTint(
    _ color: Color?,
    edges: VerticalEdge.Set = .all
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("listRowSeparatorTint", color.map { "\($0)" } ?? "nil")
  }

  /// Shows or hides a section's separators (recorded only).
  ///
  /// ```swift
  /// Section("A") { Text("Row") }.listSectionSeparator(.hidden)
  /// ```
  ///
  /// - Parameters:
  ///   - visibility: Whether the separators show.
  ///   - edges: The edges.
  /// - Returns: The view, recorded with the visibility.
  public func listSectionSeparator(
    _ visibility: Visibility,
    edges: VerticalEdge.Set = .all
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("listSectionSeparator", visibility)
  }
}

extension VerticalEdge {
  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = Set(rawValue: 1 << 0)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 1 << 1)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}
