import MacroExpansions
import Testing

@Suite("MessageFraming")
struct MessageFramingTests {
  @Test func theLengthIsEightLittleEndianBytes() {
    let payload = [UInt8](repeating: 7, count: 258)
    let framed = MessageFraming.frame(payload)
    #expect(Array(framed.prefix(8)) == [2, 1, 0, 0, 0, 0, 0, 0])
    #expect(MessageFraming.length(ofHeader: framed.prefix(8)) == 258)
  }

  @Test func framesRoundTripOneAfterAnother() throws {
    let first = Array(#"{"a":1}"#.utf8)
    let second = Array("{}".utf8)
    let stream = MessageFraming.frame(first) + MessageFraming.frame(second)
    let (payload, rest) = try #require(MessageFraming.unframe(stream))
    #expect(payload == first)
    #expect(MessageFraming.unframe(rest)?.payload == second)
    #expect(MessageFraming.unframe(rest)?.rest == [])
  }

  @Test func aPartialMessageIsNotAMessage() {
    #expect(MessageFraming.unframe(MessageFraming.frame([1, 2, 3]).dropLast(1).map { $0 }) == nil)
    #expect(MessageFraming.length(ofHeader: [1, 0, 0]) == nil)
  }
}
