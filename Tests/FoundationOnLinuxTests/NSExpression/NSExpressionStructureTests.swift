#if !canImport(Darwin)
import Foundation
import FoundationOnLinux
import Testing

// The tests name `NSExpression` only where a value is made, never as a type: a file that imports
// Foundation itself sees Linux Foundation's unavailable `NSExpression` too, and a type position
// (`let e: NSExpression`) is ambiguous there (see the class's documentation).
@Suite("NSExpression: structure, equality and description")
struct NSExpressionStructureTests {
  @Test func eachKindReportsItsType() {
    #expect(NSExpression(format: "5").expressionType == .constantValue)
    #expect(NSExpression(format: "SELF").expressionType == .evaluatedObject)
    #expect(NSExpression(format: "$x").expressionType == .variable)
    #expect(NSExpression(format: "order.total").expressionType == .keyPath)
    #expect(NSExpression(format: "1 + 2").expressionType == .function)
    #expect(NSExpression(format: "{1, 2}").expressionType == .aggregate)
    #expect(NSExpression(format: "{1, 2}").expressionType.rawValue == 14)
  }

  @Test func partsReadBack() {
    let sum = NSExpression(format: "price + 2")
    #expect(sum.function == "add:to:")
    #expect(
      sum.arguments == [NSExpression(forKeyPath: "price"), NSExpression(forConstantValue: 2)]
    )
    #expect(NSExpression(format: "sqrt(16)").function == "sqrt:")
    #expect(NSExpression(format: "now()").function == "now")
    #expect(NSExpression(format: "7").constantValue as? Int == 7)
    #expect(NSExpression(format: "$count").variable == "count")
    #expect(NSExpression(format: "order.total").keyPath == "order.total")
    #expect((NSExpression(format: "{1, 2}").collection as? [Any])?.count == 2)
  }

  @Test func equalExpressionsHaveEqualParts() {
    #expect(NSExpression(format: "age + 42") == NSExpression(format: "age + 42"))
    #expect(NSExpression(format: "age+42") == NSExpression(format: "age + 42"))
    #expect(NSExpression(format: "age + 42") != NSExpression(format: "age + 41"))
    #expect(NSExpression(format: "age + 42") != NSExpression(format: "age - 42"))
    #expect(NSExpression(format: "2") == NSExpression(forConstantValue: 2.0))
    #expect(
      NSExpression(format: "modulus:by:(age, 4)")
        == NSExpression(
          forFunction: "modulus:by:",
          arguments: [
            NSExpression(forKeyPath: "age"), NSExpression(forConstantValue: 4),
          ]
        )
    )
    let original = NSExpression(format: "sqrt(x)")
    #expect(NSExpression(format: "sqrt(x)").isEqual(original.copy()))
    #expect(Set([NSExpression(format: "a + 1"), NSExpression(format: "a + 1")]).count == 1)
  }

  @Test func theDescriptionIsTheFormatLanguage() {
    #expect(NSExpression(format: "1+2").description == "1 + 2")
    #expect(NSExpression(format: "(1 + 2) * 3").description == "(1 + 2) * 3")
    #expect(NSExpression(format: "sqrt(16)").description == "sqrt:(16)")
    #expect(NSExpression(format: "{1, 2.5, 'a'}").description == "{1, 2.5, \"a\"}")
    #expect(NSExpression(format: "$x - order.total").description == "$x - order.total")
    #expect(NSExpression(format: "SELF").description == "SELF")
    #expect(NSExpression(format: "~5").description == "~5")
  }

  @Test func readingAPartOfAnotherKindStopsTheProgram() async {
    await #expect(processExitsWith: .failure) { _ = NSExpression(format: "1 + 2").constantValue }
  }
}
#endif
