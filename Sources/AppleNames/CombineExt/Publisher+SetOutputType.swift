public import Signals

extension Publisher where Output == Never {
  /// Gives a publisher that sends no values another output type (CombineExt).
  ///
  /// ```swift
  /// let done: AnyPublisher<Int, Never> = Empty<Never, Never>()
  ///   .setOutputType(to: Int.self)
  ///   .eraseToAnyPublisher()
  /// ```
  ///
  /// - Parameter outputType: The new output type.
  /// - Returns: A publisher with the new output type and the same completion.
  public func setOutputType<NewOutput>(
    to outputType: NewOutput.Type
  )
    -> Publishers.Map<
      Self, NewOutput
    >
  {
    map { never -> NewOutput in }
  }
}

extension Publisher {
  /// Drops every value and gives the result another output type (CombineExt).
  ///
  /// ```swift
  /// let saved: AnyPublisher<String, Error> = upload.ignoreOutput(setOutputType: String.self)
  ///   .eraseToAnyPublisher()
  /// ```
  ///
  /// - Parameter outputType: The new output type.
  /// - Returns: A publisher with the new output type that only completes.
  public func ignoreOutput<NewOutput>(
    setOutputType outputType: NewOutput.Type
  ) -> Publishers.Map<Publishers.IgnoreOutput<Self>, NewOutput> {
    ignoreOutput().map { never -> NewOutput in }
  }
}
