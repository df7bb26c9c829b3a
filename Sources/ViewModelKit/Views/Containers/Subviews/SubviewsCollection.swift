/// The resolved subviews of a view, in order: what ``Group/init(subviews:transform:)`` hands a
/// custom container.
///
/// It is itself a view, showing every subview in order, so a container can place all of them,
/// or a slice (`subviews[1...]`), or pick some.
///
/// ```swift
/// Group(subviews: content) { subviews in
///   if let first = subviews.first {
///     first.font(.headline)
///   }
///   subviews[1...]
/// }
/// ```
public struct SubviewsCollection: @MainActor RandomAccessCollection, View {
  public typealias Body = Never
  public typealias Element = Subview
  public typealias Index = Int
  public typealias SubSequence = SubviewsCollectionSlice

  let subviews: [Subview]

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }

  public subscript(position: Int) -> Subview { subviews[position] }

  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews: subviews[bounds])
  }
}

/// A contiguous part of a ``SubviewsCollection``; a view too.
///
/// ```swift
/// VStack { subviews[1...] }
/// ```
public struct SubviewsCollectionSlice: @MainActor RandomAccessCollection, View {
  public typealias Body = Never
  public typealias Element = Subview
  public typealias Index = Int
  public typealias SubSequence = SubviewsCollectionSlice

  let subviews: ArraySlice<Subview>

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }

  public subscript(position: Int) -> Subview { subviews[position] }

  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews: subviews[bounds])
  }
}

extension SubviewsCollection: PrimitiveView, StructuralView {
  func children() -> [(key: ChildKey, view: any View)] {
    subviews.map { (.id($0.id), $0) }
  }
}

extension SubviewsCollectionSlice: PrimitiveView, StructuralView {
  func children() -> [(key: ChildKey, view: any View)] {
    subviews.map { (.id($0.id), $0) }
  }
}
