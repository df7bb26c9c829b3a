#if !canImport(Darwin)
import Foundation
import FoundationOnLinux
import Testing

/// A calculator's model, as apps write it: the display's text, with its own symbols, evaluated
/// by `NSExpression`.
private struct Calculator {
  var display: String

  func result() -> Double {
    let workings = display.replacingOccurrences(of: "%", with: "*0.01")
      .replacingOccurrences(of: "×", with: "*")
      .replacingOccurrences(of: "÷", with: "/")
    return NSExpression(format: workings).expressionValue(with: nil, context: nil) as! Double
  }
}

private func evaluate(_ format: String) -> Any? {
  NSExpression(format: format).expressionValue(with: nil, context: nil)
}

@Suite("NSExpression: arithmetic")
struct NSExpressionArithmeticTests {
  @Test func aCalculatorsDisplayEvaluates() {
    #expect(Calculator(display: "12×3+4÷2").result() == 38)
    #expect(Calculator(display: "50%×8").result() == 4)
    #expect(Calculator(display: "1.5+2.25").result() == 3.75)
  }

  @Test func integersStayIntegralAsInC() {
    #expect(evaluate("7/2") as? Int == 3)
    #expect(evaluate("1/2") as? Int == 0)
    #expect(evaluate("-7/2") as? Int == -3)
    #expect(evaluate("7.0/2") as? Double == 3.5)
    #expect(evaluate("7/2.") as? Double == 3.5)
    #expect(evaluate("2 + 1.5") as? Double == 3.5)
    #expect(evaluate("2 + 1") as? Double == 3)
    #expect(evaluate("2.5 * 2") as? Int == 5)
    #expect(evaluate("2.5 * 3") as? Int == nil)
  }

  @Test func operatorsBindAsDocumented() {
    #expect(evaluate("4 + 5 - 2**3") as? Int == 1)
    #expect(evaluate("2 + 3 * 4") as? Int == 14)
    #expect(evaluate("(2 + 3) * 4") as? Int == 20)
    #expect(evaluate("10 - 4 - 3") as? Int == 3)
    #expect(evaluate("64 / 4 / 2") as? Int == 8)
    #expect(evaluate("-2 + 5") as? Int == 3)
    #expect(evaluate("-(2 + 3) * 2") as? Int == -10)
    #expect(evaluate("2 * -3") as? Int == -6)
    #expect(evaluate("2**10") as? Double == 1024)
    #expect(evaluate("1 + 2 << 2") as? Int == 12)
  }

  @Test func bitwiseOperatorsWorkOnIntegers() {
    #expect(evaluate("6 & 3") as? Int == 2)
    #expect(evaluate("6 | 3") as? Int == 7)
    #expect(evaluate("6 ^ 3") as? Int == 5)
    #expect(evaluate("1 << 4") as? Int == 16)
    #expect(evaluate("256 >> 4") as? Int == 16)
    #expect(evaluate("~0") as? Int == -1)
  }

  @Test func literalsInEveryNotation() {
    #expect(evaluate("0x1F + 1") as? Int == 32)
    #expect(evaluate("0b101") as? Int == 5)
    #expect(evaluate("0o17") as? Int == 15)
    #expect(evaluate("1.5e3") as? Double == 1500)
    #expect(evaluate("2E-1") as? Double == 0.2)
    #expect(evaluate(".5 + .25") as? Double == 0.75)
    #expect(evaluate("TRUE + 1") as? Int == 2)
    #expect(evaluate("'text'") as? String == "text")
    #expect(evaluate("\"say \\\"hi\\\"\"") as? String == "say \"hi\"")
    #expect(evaluate("nil") == nil)
  }

  @Test func anIntegerOverflowGivesADouble() {
    #expect(evaluate("9223372036854775807 + 1") as? Double == 9_223_372_036_854_775_808)
    #expect(evaluate("9223372036854775807 * 2") as? Double == 18_446_744_073_709_551_616)
  }

  @Test func theResultIsAnNSNumber() {
    let value = evaluate("2 + 3")
    #expect(value is NSNumber)
    #expect((value as? NSNumber)?.intValue == 5)
  }

  @Test func aFormatThatDoesNotParseStopsTheProgram() async {
    await #expect(processExitsWith: .failure) { _ = NSExpression(format: "1 +") }
    await #expect(processExitsWith: .failure) { _ = NSExpression(format: "(1 + 2") }
    await #expect(processExitsWith: .failure) { _ = NSExpression(format: "1 ? 2") }
  }

  @Test func aDivisionByZeroStopsTheProgram() async {
    await #expect(processExitsWith: .failure) { _ = evaluate("1/0") }
    await #expect(processExitsWith: .failure) { _ = evaluate("modulus:by:(1.5, 0)") }
  }
}
#endif
