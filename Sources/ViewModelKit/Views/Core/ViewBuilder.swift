/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder` does.
///
/// Several statements make a ``TupleView`` (each child keeps its position as identity), `if`
/// without `else` makes an `Optional`, `if`/`else` and `switch` make a `_ConditionalContent`
/// whose two branches are different identities.
///
/// ```swift
/// @ViewBuilder var content: some View {
///   Text("Title")
///   if showsDetail { Text("Detail") }
/// }
/// ```
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// An empty closure builds an ``EmptyView``.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One statement builds that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several statements build a ``TupleView`` of them.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }

  /// An expression becomes a view statement.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// `if` without `else`: the content when the condition holds, else nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// `if #available`: the content, type-erased.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
