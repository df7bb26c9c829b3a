// Combine's coded form: `{"success": true}` for `.finished`, and
// `{"success": false, "error": …}` for `.failure`.

extension Subscribers.Completion {
  private enum CodingKeys: String, CodingKey {
    case success
    case error
  }
}

extension Subscribers.Completion: Encodable where Failure: Encodable {
  /// Encodes the completion as Combine does: a `success` flag, and the `error` of a failure.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(Subscribers.Completion<MyError>.finished)
  /// // {"success":true}
  /// ```
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .finished:
      try container.encode(true, forKey: .success)
    case .failure(let error):
      try container.encode(false, forKey: .success)
      try container.encode(error, forKey: .error)
    }
  }
}

extension Subscribers.Completion: Decodable where Failure: Decodable {
  /// Decodes a completion from the form ``encode(to:)`` writes.
  ///
  /// ```swift
  /// let completion = try JSONDecoder().decode(
  ///   Subscribers.Completion<MyError>.self, from: Data(#"{"success":true}"#.utf8))
  /// ```
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The decoder's error, when the data is not in this form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if try container.decode(Bool.self, forKey: .success) {
      self = .finished
    } else {
      self = .failure(try container.decode(Failure.self, forKey: .error))
    }
  }
}
