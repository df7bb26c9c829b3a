public import Signals

extension Publisher where Output: Collection {
  /// Keeps the elements of each collection value that satisfy `isIncluded` (CombineExt).
  ///
  /// ```swift
  /// let cancellable = Just([1, 2, 3, 4]).filterMany { $0.isMultiple(of: 2) }.sink { print($0) }
  /// // Prints "[2, 4]"
  /// ```
  ///
  /// - Parameter isIncluded: Decides which elements are kept.
  /// - Returns: A publisher of arrays of the kept elements.
  public func filterMany(
    _ isIncluded: @escaping (Output.Element) -> Bool
  ) -> AnyPublisher<[Output.Element], Failure> {
    map { $0.filter(isIncluded) }.eraseToAnyPublisher()
  }
}
