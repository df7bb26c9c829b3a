public import Signals

extension Publisher {
  /// Ends quietly where the upstream fails (CombineExt).
  ///
  /// With `completeImmediately` (the default) the failure becomes `.finished`; without it the
  /// result never completes after a failure.
  ///
  /// ```swift
  /// let cancellable = api.user().ignoreFailure().sink { print($0) }
  /// ```
  ///
  /// - Parameter completeImmediately: Whether a failure finishes the result.
  /// - Returns: A publisher that never fails.
  public func ignoreFailure(completeImmediately: Bool = true) -> AnyPublisher<Output, Never> {
    `catch` { _ in Empty(completeImmediately: completeImmediately) }.eraseToAnyPublisher()
  }

  /// Ends quietly where the upstream fails, with another failure type (CombineExt).
  ///
  /// ```swift
  /// let user: AnyPublisher<User, APIError> = cache.user()
  ///   .ignoreFailure(setFailureType: APIError.self)
  /// ```
  ///
  /// - Parameters:
  ///   - newFailureType: The failure type of the result.
  ///   - completeImmediately: Whether a failure finishes the result.
  /// - Returns: A publisher that never sends a failure, typed with `newFailureType`.
  public func ignoreFailure<NewFailure: Error>(
    setFailureType newFailureType: NewFailure.Type,
    completeImmediately: Bool = true
  ) -> AnyPublisher<Output, NewFailure> {
    ignoreFailure(completeImmediately: completeImmediately)
      .setFailureType(to: newFailureType)
      .eraseToAnyPublisher()
  }
}
