/// The view `Group(subviews:transform:)` makes: the transform's view of the base's subviews.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
  public typealias Body = Never
  let subviews: Subviews
  let transform: (SubviewsCollection) -> Content
}

extension GroupElementsOfContent: PrimitiveView, StructuralView, SubviewsFlattening {
  func children() -> [(key: ChildKey, view: any View)] {
    [(.content, transform(SubviewsCollection(subviews: SubviewResolver.subviews(of: subviews))))]
  }
}

extension Group {
  /// Hands a view's subviews, as a collection, to a transform that arranges them: how a custom
  /// container inspects its whole content (its count, its first subview).
  ///
  /// ```swift
  /// Group(subviews: content) { subviews in
  ///   HStack {
  ///     if subviews.count > 2 {
  ///       subviews[..<2]
  ///       Text("and \(subviews.count - 2) more")
  ///     } else {
  ///       subviews
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Differs from SwiftUI: a custom view in the content is one subview, even when its body holds
  /// several views; a subview the transform places directly (not through `ForEach`) is
  /// identified by its place in the transform's result.
  ///
  /// - Parameters:
  ///   - view: The content whose subviews to hand over.
  ///   - transform: Arranges the subviews.
  public init<Base: View, Result: View>(
    subviews view: Base,
    @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {
    self.content = GroupElementsOfContent(subviews: view, transform: transform)
  }
}
