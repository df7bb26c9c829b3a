/// A type-erased list of the values pushed on a ``NavigationStack``: the stack's path when its
/// screens push values of several types.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) {
///   HomeView()
///     .navigationDestination(for: Int.self) { RecipeView(id: $0) }
///     .navigationDestination(for: String.self) { TagView(tag: $0) }
/// }
/// path.append(42)     // pushes RecipeView(id: 42)
/// path.removeLast()   // pops it
/// ```
public struct NavigationPath: Equatable {
  /// One pushed value, with what encodes it when its type is `Codable`.
  struct Element: Equatable {
    let value: AnyHashable
    let encoded: (typeName: String, json: String)?

    static func == (lhs: Element, rhs: Element) -> Bool { lhs.value == rhs.value }
  }

  var elements: [Element] = []

  /// Creates an empty path.
  public init() {}

  /// Creates a path holding the elements of a sequence, in order.
  ///
  /// - Parameter elements: The values, first pushed first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    for element in elements { append(element) }
  }

  /// Creates a path holding the elements of a sequence of `Codable` values, in order.
  ///
  /// - Parameter elements: The values, first pushed first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
    for element in elements { append(element) }
  }

  /// The number of pushed values.
  public var count: Int { elements.count }

  /// Whether nothing is pushed (the stack shows its root).
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a value.
  ///
  /// - Parameter value: The value; a ``NavigationStack`` shows the destination declared for
  ///   its type.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(Element(value: AnyHashable(value), encoded: nil))
  }

  /// Pushes a `Codable` value; a path of such values has a ``codable`` representation.
  ///
  /// - Parameter value: The value.
  public mutating func append<V: Hashable & Codable>(_ value: V) {
    elements.append(Element(value: AnyHashable(value), encoded: CodableElements.encode(value)))
  }

  /// Pops `k` values.
  ///
  /// `k` must be between 0 and ``count``. SwiftUI traps on more; here a runtime warning names
  /// both numbers and the path is emptied (a negative `k` pops nothing).
  ///
  /// - Parameter k: How many values to pop.
  public mutating func removeLast(_ k: Int = 1) {
    guard k >= 0, k <= elements.count else {
      Diagnostics.warn(
        "NavigationPath.removeLast(\(k)) on a path of \(elements.count) values; "
          + (k < 0 ? "nothing is popped." : "the path is emptied.")
      )
      if k > 0 { elements.removeAll() }
      return
    }
    elements.removeLast(k)
  }

  /// The pushed values, first pushed first.
  var values: [AnyHashable] { elements.map(\.value) }
}
