/// One resolved view of a container's content, with its identity and container values: what
/// ``ForEach/init(subviews:content:)`` and ``Group/init(subviews:transform:)`` hand a custom
/// container.
///
/// Placing it in a body shows the view it stands for.
///
/// ```swift
/// struct Board<Content: View>: View {
///   @ViewBuilder var content: Content
///   var body: some View {
///     VStack {
///       ForEach(subviews: content) { subview in
///         subview.background(subview.containerValues.isHighlighted ? Color.yellow : Color.clear)
///       }
///     }
///   }
/// }
/// ```
public struct Subview: View, @MainActor Identifiable {
  public typealias Body = Never

  /// The identity of a subview: its structural place in the content (its position in a view
  /// builder, the branch of a condition, the id of a `ForEach` element).
  public struct ID: Hashable, CustomStringConvertible {
    let path: [ChildKey]

    public var description: String { path.map(\.description).joined(separator: "/") }
  }

  /// The subview's identity.
  public let id: ID

  /// The container values set on the subview with ``View/containerValue(_:_:)``.
  public let containerValues: ContainerValues

  /// The view the subview stands for.
  let view: any View
}

extension Subview: PrimitiveView, StructuralView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, view)] }
}
