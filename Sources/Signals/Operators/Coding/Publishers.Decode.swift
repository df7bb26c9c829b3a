extension Publisher {
  /// Decodes each value with a decoder; a value that does not decode fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Just(Data(#"{"name":"Ada"}"#.utf8))
  ///   .decode(type: Profile.self, decoder: JSONDecoder())
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0.name) })
  /// // Prints "Ada", then "finished"
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - decoder: The decoder.
  /// - Returns: A publisher of decoded values that fails with the decoding error.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(
    type: Item.Type,
    decoder: Coder
  ) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
    Publishers.Decode(upstream: self, decoder: decoder)
  }

  /// Encodes each value with an encoder; a value that does not encode fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Just(Profile(name: "Ada"))
  ///   .encode(encoder: JSONEncoder())
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0.count) })
  /// ```
  ///
  /// - Parameter encoder: The encoder.
  /// - Returns: A publisher of encoded values that fails with the encoding error.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder>
  where Output: Encodable {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}

extension Publishers {
  /// A publisher that decodes its upstream's values: what `decode(type:decoder:)` returns.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    public typealias Failure = any Error

    /// The publisher whose values are decoded.
    public let upstream: Upstream

    let decoder: Coder

    /// Creates a decoding publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are decoded.
    ///   - decoder: The decoder.
    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let decoder = decoder
      var recipe = TransformRecipe<Upstream.Output, Upstream.Failure, Output, Failure, Void>(
        name: "Decode"
      ) { input in .catching { .emit(try decoder.decode(Output.self, from: input)) } }
      recipe.valuePolicy = .untilEnd
      upstream.subscribe(subscriber, transform: recipe)
    }
  }

  /// A publisher that encodes its upstream's values: what `encode(encoder:)` returns.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
  where Upstream.Output: Encodable {
    public typealias Output = Coder.Output
    public typealias Failure = any Error

    /// The publisher whose values are encoded.
    public let upstream: Upstream

    let encoder: Coder

    /// Creates an encoding publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are encoded.
    ///   - encoder: The encoder.
    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let encoder = encoder
      var recipe = TransformRecipe<Upstream.Output, Upstream.Failure, Output, Failure, Void>(
        name: "Encode"
      ) { input in .catching { .emit(try encoder.encode(input)) } }
      recipe.valuePolicy = .untilEnd
      upstream.subscribe(subscriber, transform: recipe)
    }
  }
}
