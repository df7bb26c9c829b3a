public import Foundation

/// A decoder that decodes a whole value from one input, as `JSONDecoder` does from `Data`.
///
/// ```swift
/// let profile = try JSONDecoder().decode(Profile.self, from: data)
/// ```
public protocol TopLevelDecoder<Input> {
  /// What the decoder reads from.
  associatedtype Input

  /// Decodes a value of a type from an input.
  ///
  /// - Parameters:
  ///   - type: The type.
  ///   - from: The input.
  /// - Returns: The value.
  /// - Throws: The decoder's error when the input is not a valid value.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder that encodes a whole value into one output, as `JSONEncoder` does into `Data`.
///
/// ```swift
/// let data = try JSONEncoder().encode(profile)
/// ```
public protocol TopLevelEncoder<Output> {
  /// What the encoder writes.
  associatedtype Output

  /// Encodes a value.
  ///
  /// - Parameter value: The value.
  /// - Returns: The output.
  /// - Throws: The encoder's error when the value cannot be encoded.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}

extension JSONEncoder: TopLevelEncoder {}

extension PropertyListDecoder: TopLevelDecoder {}

extension PropertyListEncoder: TopLevelEncoder {}
