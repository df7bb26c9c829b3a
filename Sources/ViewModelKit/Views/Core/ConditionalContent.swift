/// One of two views, as `if`/`else` and `switch` in a ``ViewBuilder`` make it.
///
/// The two branches are different identities: switching branches removes one subtree, with its
/// state, and inserts the other.
///
/// ```swift
/// @ViewBuilder var card: some View {
///   if isExpanded { Text("Expanded") } else { Text("Collapsed") }
/// }
/// ```
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public typealias Body = Never

  /// Which branch is shown.
  public enum Storage {
    /// The first branch.
    case trueContent(TrueContent)
    /// The second branch.
    case falseContent(FalseContent)
  }

  /// The branch shown.
  public let storage: Storage
}

extension _ConditionalContent: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] {
    switch storage {
    case .trueContent(let content): [(.branch(true), content)]
    case .falseContent(let content): [(.branch(false), content)]
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func children() -> [(key: ChildKey, view: any View)] {
    map { [(.some, $0)] } ?? []
  }
}
