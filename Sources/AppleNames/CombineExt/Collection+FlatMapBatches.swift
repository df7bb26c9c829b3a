public import Signals

extension Collection where Element: Publisher {
  /// Subscribes to the publishers `size` at a time and publishes each batch's zipped values
  /// (CombineExt).
  ///
  /// The next batch starts when the previous one finishes; a failure ends it all. An empty
  /// collection finishes at once.
  ///
  /// ```swift
  /// let cancellable = requests.flatMapBatches(of: 2).sink { print($0) }
  /// // requests 1 and 2 run together, then 3 and 4 …
  /// ```
  ///
  /// - Parameter size: How many publishers run at once; must be positive.
  /// - Returns: A publisher of arrays, one per zipped value of each batch.
  public func flatMapBatches(of size: Int) -> AnyPublisher<[Element.Output], Element.Failure> {
    precondition(size > 0, "flatMapBatches(of:) was given \(size); the size must be positive")
    let publishers = Array(self)
    let batches = stride(from: 0, to: publishers.count, by: size)
      .map { Array(publishers[$0..<Swift.min($0 + size, publishers.count)]) }
    return batches.publisher
      .setFailureType(to: Element.Failure.self)
      .flatMap(maxPublishers: .max(1)) { $0.zip() }
      .eraseToAnyPublisher()
  }
}
