/// Several views side by side, as a ``ViewBuilder`` with several statements makes them.
///
/// Each child's position is part of its identity.
///
/// ```swift
/// let pair = TupleView((Text("A"), Text("B")))
/// ```
public struct TupleView<T>: View {
  public typealias Body = Never

  /// The views, as a tuple.
  public var value: T

  /// Creates a tuple view.
  ///
  /// - Parameter value: The views, as a tuple.
  public init(_ value: T) {
    self.value = value
  }
}

extension TupleView: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] {
    let mirror = Mirror(reflecting: value)
    var result: [(key: ChildKey, view: any View)] = []
    for (index, child) in mirror.children.enumerated() {
      if let view = child.value as? any View { result.append((.index(index), view)) }
    }
    return result
  }
}
