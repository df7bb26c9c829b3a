/// How messages travel between the compiler and the plugin: each is its JSON's length as 8 bytes,
/// little-endian, then the JSON.
///
/// ```swift
/// let framed = MessageFraming.frame(Array(#"{"getCapability":{}}"#.utf8))
/// framed.prefix(8)  // [20, 0, 0, 0, 0, 0, 0, 0]
/// MessageFraming.unframe(framed)?.payload == Array(#"{"getCapability":{}}"#.utf8)  // true
/// ```
public enum MessageFraming {
  /// The size of the length that starts each message.
  public static let headerSize = 8

  /// Puts the length in front of a payload.
  ///
  /// - Parameter payload: The JSON's bytes.
  /// - Returns: The message's bytes.
  public static func frame(_ payload: [UInt8]) -> [UInt8] {
    let length = UInt64(payload.count)
    let header = (0..<headerSize).map { UInt8(truncatingIfNeeded: length >> (8 * UInt64($0))) }
    return header + payload
  }

  /// The length a message header gives.
  ///
  /// - Parameter header: The first ``headerSize`` bytes of a message.
  /// - Returns: The payload's length, or `nil` when `header` is too short or the length does not
  ///   fit in an `Int`.
  public static func length(ofHeader header: some Collection<UInt8>) -> Int? {
    guard header.count >= headerSize else { return nil }
    let value = header.prefix(headerSize).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    return Int(exactly: value)
  }

  /// The first message of some bytes and what follows it.
  ///
  /// - Parameter bytes: Bytes that start with a message.
  /// - Returns: The message's payload and the bytes after it, or `nil` when `bytes` does not hold
  ///   a whole message.
  public static func unframe(_ bytes: [UInt8]) -> (payload: [UInt8], rest: [UInt8])? {
    guard let length = length(ofHeader: bytes), bytes.count - headerSize >= length else {
      return nil
    }
    let end = headerSize + length
    return (Array(bytes[headerSize..<end]), Array(bytes[end...]))
  }
}
