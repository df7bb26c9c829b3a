public import Signals

extension Publisher {
  /// Publishes each value as `.success` and a failure as a last `.failure` value, then finishes
  /// (CombineExt).
  ///
  /// ```swift
  /// let cancellable = api.user().mapToResult().sink { result in print(result) }
  /// ```
  ///
  /// - Returns: A publisher of results that never fails.
  public func mapToResult() -> AnyPublisher<Result<Output, Failure>, Never> {
    map { Result.success($0) }
      .catch { Just(.failure($0)) }
      .eraseToAnyPublisher()
  }
}
