/// A view that is updated only when its new value differs from the old one by `==`.
///
/// ```swift
/// ItemRow(item: item).equatable()
/// ```
///
/// The graph already compares `Equatable` views with `==` before evaluating their bodies; an
/// `EquatableView` makes that choice explicit, as in SwiftUI.
public struct EquatableView<Content: View & Equatable>: View, BuiltInView, Equatable {
  /// The wrapped view.
  public var content: Content

  /// Wraps a view.
  ///
  /// - Parameter content: The view.
  public init(content: Content) {
    self.content = content
  }

  public var body: some View { content }

  nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
    MainActor.assumeIsolated { lhs.content == rhs.content }
  }
}

extension View where Self: Equatable {
  /// Updates this view only when its new value differs from the old one by `==`.
  ///
  /// - Returns: The view, wrapped.
  public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}
