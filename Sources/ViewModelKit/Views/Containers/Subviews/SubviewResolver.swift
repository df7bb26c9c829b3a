/// Resolves a view value into its subviews, as SwiftUI resolves a container's content.
///
/// It goes through view builders, `Group`, `ForEach`, conditions, optionals and `AnyView`; a
/// modifier on several views applies to each. Any other view (a `Text`, a stack, a custom view)
/// is one subview.
///
/// It reads the view value only, without a graph, as a picker finds its options: a custom
/// view's body is not evaluated.
@MainActor
enum SubviewResolver {
  /// One subview being resolved.
  struct Item {
    var path: [ChildKey]
    var view: any View
    var values: ContainerValues
    /// Whether `view` is the whole view found at `path` (so a modifier around it can be kept
    /// as it is, rather than applied to it again).
    var isWhole: Bool
  }

  static func subviews(of view: any View) -> [Subview] {
    resolve(view, path: [])
      .map { item in
        Subview(id: Subview.ID(path: item.path), containerValues: item.values, view: item.view)
      }
  }

  static func resolve(_ view: any View, path: [ChildKey]) -> [Item] {
    if let subview = view as? Subview { return [item(for: subview, path: path)] }
    if let collection = view as? SubviewsCollection {
      return collection.map { item(for: $0, path: path) }
    }
    if let slice = view as? SubviewsCollectionSlice {
      return slice.map { item(for: $0, path: path) }
    }
    if view is any SubviewsFlattening, let primitive = view as? any PrimitiveView {
      return primitive.children().flatMap { resolve($0.view, path: path + [$0.key]) }
    }
    if let modified = view as? any SubviewsModifying { return modified.resolveSubviews(path: path) }
    return [Item(path: path, view: view, values: ContainerValues(), isWhole: true)]
  }

  /// A subview placed in another container's content keeps its identity and values.
  private static func item(for subview: Subview, path: [ChildKey]) -> Item {
    Item(
      path: path + subview.id.path,
      view: subview.view,
      values: subview.containerValues,
      isWhole: false
    )
  }
}

/// A built-in view that only holds other views: resolving goes through it.
protocol SubviewsFlattening {}

extension TupleView: SubviewsFlattening {}
extension Group: SubviewsFlattening {}
extension Optional: SubviewsFlattening where Wrapped: View {}
extension _ConditionalContent: SubviewsFlattening {}
extension AnyView: SubviewsFlattening {}
extension ForEach: SubviewsFlattening {}
extension EmptyView: SubviewsFlattening {}

/// A modified view, seen without its generic types.
@MainActor
protocol SubviewsModifying {
  func resolveSubviews(path: [ChildKey]) -> [SubviewResolver.Item]
}

extension ModifiedContent: SubviewsModifying where Content: View, Modifier: ViewModifier {
  func resolveSubviews(path: [ChildKey]) -> [SubviewResolver.Item] {
    let key = (modifier as? any PrimitiveModifier)?.childKey ?? .content
    let inner = key == .content ? path : path + [key]
    var items = SubviewResolver.resolve(content, path: inner)
    if items.count == 1, items[0].isWhole, items[0].path == inner {
      items[0].view = self
    } else {
      for index in items.indices {
        items[index].view = ModifiedContent<AnyView, Modifier>(
          content: AnyView(erasing: items[index].view),
          modifier: modifier
        )
        items[index].isWhole = false
      }
    }
    if let setter = modifier as? _ContainerValueModifier {
      for index in items.indices { setter.write(&items[index].values) }
    }
    return items
  }
}
