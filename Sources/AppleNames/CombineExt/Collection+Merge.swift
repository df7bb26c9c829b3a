public import Signals

extension Collection where Element: Publisher {
  /// Publishes the values of all the publishers as they come (CombineExt).
  ///
  /// It is Combine's `Publishers.MergeMany` over the collection: it finishes when all have
  /// finished, and fails with the first failure.
  ///
  /// ```swift
  /// let cancellable = [inbox, archive].merge().sink { print($0) }
  /// ```
  ///
  /// - Returns: A publisher of every value of every publisher.
  public func merge() -> AnyPublisher<Element.Output, Element.Failure> {
    Publishers.MergeMany(self).eraseToAnyPublisher()
  }
}
