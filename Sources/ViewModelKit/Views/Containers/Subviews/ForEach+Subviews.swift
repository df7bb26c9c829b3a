/// The subviews of a view, as the data of ``ForEach/init(subviews:content:)``.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
  public typealias Element = Subview
  public typealias Index = Int

  let subviews: [Subview]

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }

  public subscript(position: Int) -> Subview { subviews[position] }
}

extension ForEach {
  /// Makes a view for each subview of a view: how a custom container places its content.
  ///
  /// The subviews are resolved through the content's view builders, groups, `ForEach`es and
  /// conditions; each is identified by its place there (a `ForEach` element by its id), so a
  /// subview keeps its state while others come and go.
  ///
  /// ```swift
  /// VStack {
  ///   ForEach(subviews: content) { subview in
  ///     subview.background(subview.containerValues.isHighlighted ? Color.yellow : Color.clear)
  ///   }
  /// }
  /// ```
  ///
  /// Differs from SwiftUI: a custom view in the content is one subview, even when its body holds
  /// several views, and container values set inside its body are not seen (its body is not
  /// evaluated to resolve it).
  ///
  /// - Parameters:
  ///   - view: The content whose subviews to show.
  ///   - content: Makes the view of one subview.
  public init<V: View>(
    subviews view: V,
    @ViewBuilder content: @escaping (Subview) -> Content
  ) where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
    self.init(ForEachSubviewCollection(subviews: SubviewResolver.subviews(of: view)), id: \.id) {
      content($0)
    }
  }
}
