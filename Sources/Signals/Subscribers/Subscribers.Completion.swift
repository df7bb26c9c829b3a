extension Subscribers {
  /// How a publisher ended: it finished normally, or failed with an error.
  ///
  /// ```swift
  /// subject.send(completion: .finished)
  /// subject.send(completion: .failure(URLError(.badURL)))
  /// ```
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished

    /// The publisher stopped because of an error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}

extension Subscribers.Completion: Hashable where Failure: Hashable {}

extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
  /// The same completion with its error transformed; package-internal helper for operators.
  package func mapError<NewFailure: Error>(
    _ transform: (Failure) -> NewFailure
  ) -> Subscribers.Completion<NewFailure> {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(transform(error))
    }
  }
}

extension Subscribers.Completion where Failure == Never {
  /// The same completion typed with another failure; a `Never` completion can only be finished.
  package func promoted<NewFailure: Error>(
    to _: NewFailure.Type = NewFailure.self
  )
    -> Subscribers.Completion<NewFailure>
  {
    .finished
  }
}
