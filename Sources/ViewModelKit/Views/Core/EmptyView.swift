/// A view with no content.
///
/// ```swift
/// var body: some View { EmptyView() }
/// ```
public struct EmptyView: View, Equatable, Sendable {
  public typealias Body = Never

  /// Creates an empty view.
  public nonisolated init() {}
}

extension EmptyView: PrimitiveView {}
