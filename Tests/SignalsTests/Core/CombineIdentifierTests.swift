import Signals
import Testing

@Suite("CombineIdentifier", .endsSubscriptions)
struct CombineIdentifierTests {
  final class Object: CustomCombineIdentifierConvertible {}

  @Test func freshIdentifiersDiffer() {
    let identifiers = (0..<100).map { _ in CombineIdentifier() }
    #expect(Set(identifiers).count == 100)
  }

  @Test func objectIdentifierIsStablePerObject() {
    let object = Object()
    let other = Object()
    #expect(CombineIdentifier(object) == CombineIdentifier(object))
    #expect(object.combineIdentifier == CombineIdentifier(object))
    #expect(CombineIdentifier(object) != CombineIdentifier(other))
    #expect(CombineIdentifier(object) != CombineIdentifier())
  }

  @Test func describesAsHex() {
    #expect(CombineIdentifier().description.hasPrefix("0x"))
  }
}

@Suite("CombineIdentifier of an object", .endsSubscriptions)
struct CombineIdentifierOfObjectTests {
  final class Model {}

  @Test func isTheObjectsAddressAsInCombine() {
    let model = Model()
    let address = UInt(bitPattern: ObjectIdentifier(model))
    #expect(CombineIdentifier(model).description == "0x" + String(address, radix: 16))
  }
}
