/// What a view value shows, read without a graph: a control's options and hidden labels.
///
/// Built-in views are looked into (their children); a user view's body is not evaluated, so
/// the text inside one is not found.
@MainActor
enum ViewValues {
  /// The texts a view value shows, in order.
  static func texts(of view: any View) -> [String] {
    if let text = view as? any TextContent { return [text.textContent] }
    if let provider = view as? any StaticContentProvider {
      return provider.staticContent.flatMap(texts(of:))
    }
    guard let primitive = view as? any PrimitiveView else { return [] }
    return primitive.children().flatMap { texts(of: $0.view) }
  }

  /// The tagged views among a picker's content, with their tags as `T`.
  ///
  /// A view's tag is its outermost `tag(_:)`; a `ForEach` element without one is tagged with
  /// its id, as in SwiftUI. Views with no tag of type `T` are not options.
  static func options<T: Hashable>(of view: any View, as type: T.Type) -> [(tag: T, view: any View)]
  {
    if let tag = (view as? any TagCarrier)?.tagValue {
      return (tag as? T).map { [($0, view)] } ?? []
    }
    guard view is any StructuralView, let primitive = view as? any PrimitiveView else { return [] }
    let isForEach = view is any ForEachMarker
    return primitive.children()
      .flatMap { child -> [(tag: T, view: any View)] in
        let found = options(of: child.view, as: type)
        guard found.isEmpty, isForEach, case .id(let id) = child.key, let tag = id.base as? T
        else { return found }
        return [(tag, child.view)]
      }
  }
}

/// A built-in view whose shown content is known from its value (a `Label`'s title and icon).
@MainActor
protocol StaticContentProvider {
  var staticContent: [any View] { get }
}

extension Label: StaticContentProvider {
  var staticContent: [any View] { [title] }
}

/// A `ForEach`, seen without its generic types.
protocol ForEachMarker {}

extension ForEach: ForEachMarker {}
