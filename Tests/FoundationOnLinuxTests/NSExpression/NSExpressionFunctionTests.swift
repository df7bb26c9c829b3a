#if !canImport(Darwin)
import Foundation
import FoundationOnLinux
import Testing

private func evaluate(_ format: String) -> Any? {
  NSExpression(format: format).expressionValue(with: nil, context: nil)
}

@Suite("NSExpression: functions")
struct NSExpressionFunctionTests {
  @Test func mathFunctionsGiveDoubles() {
    #expect(evaluate("sqrt(16)") as? Double == 4)
    #expect(evaluate("log(1000)") as? Double == 3)
    #expect(evaluate("ln(1)") as? Double == 0)
    #expect(evaluate("exp(0)") as? Double == 1)
    #expect(evaluate("ceiling(1.2)") as? Double == 2)
    #expect(evaluate("floor(-1.5)") as? Double == -2)
    #expect(evaluate("trunc(-1.7)") as? Double == -1)
    #expect(evaluate("abs(-3)") as? Int == 3)
    #expect(evaluate("abs(-2.5)") as? Double == 2.5)
  }

  @Test func selectorNamedFunctions() {
    #expect(evaluate("modulus:by:(10, 3)") as? Int == 1)
    #expect(evaluate("modulus:by:(5.5, 2)") as? Double == 1.5)
    #expect(evaluate("add:to:(2, 3)") as? Int == 5)
    #expect(evaluate("raise:toPower:(3, 2)") as? Double == 9)
  }

  @Test func statisticsOverAggregates() {
    #expect(evaluate("sum({1, 2, 3})") as? Int == 6)
    #expect(evaluate("sum({1, 2.5})") as? Double == 3.5)
    #expect(evaluate("count({1, 2, 3})") as? Int == 3)
    #expect(evaluate("min({4, 2, 8})") as? Int == 2)
    #expect(evaluate("max({4, 2, 8})") as? Int == 8)
    #expect(evaluate("average({1, 2, 6})") as? Double == 3)
    #expect(evaluate("median({1, 2, 3, 4})") as? Double == 2.5)
    #expect(evaluate("median({5, 1, 3})") as? Double == 3)
    #expect(evaluate("mode({1, 2, 2, 3, 3})") as? [Int] == [2, 3])
  }

  @Test func statisticsOverAnArrayByFunctionName() {
    let numbers = [1, 2, 3, 4, 4, 5, 9, 11]
    let deviation =
      NSExpression(
        forFunction: "stddev:",
        arguments: [NSExpression(forConstantValue: numbers)]
      )
      .expressionValue(with: nil, context: nil) as! Double
    #expect(abs(deviation - 3.218_598_297_395_933) < 1e-12)
    let total = NSExpression(
      forFunction: "sum:",
      arguments: [NSExpression(forConstantValue: numbers)]
    )
    #expect(total.expressionValue(with: nil, context: nil) as? Int == 39)
  }

  @Test func stringFunctions() {
    #expect(evaluate("uppercase('swift')") as? String == "SWIFT")
    #expect(evaluate("lowercase(\"SwiftUI\")") as? String == "swiftui")
    #expect(evaluate("length('héllo')") as? Int == 5)
  }

  @Test func indexesIntoArraysAndDictionaries() {
    #expect(evaluate("{10, 20, 30}[1]") as? Int == 20)
    #expect(evaluate("{10, 20, 30}[FIRST]") as? Int == 10)
    #expect(evaluate("{10, 20, 30}[LAST]") as? Int == 30)
    #expect(evaluate("{10, 20, 30}[SIZE]") as? Int == 3)
  }

  @Test func functionsWithoutOperands() {
    let before = Date()
    let now = evaluate("now()") as? Date
    #expect(now.map { $0 >= before } == true)
    let random = evaluate("random()") as? Double
    #expect(random.map { (0..<1).contains($0) } == true)
    let dice = evaluate("randomn(6)") as? Int
    #expect(dice.map { (0..<6).contains($0) } == true)
  }

  @Test func anUnknownFunctionStopsTheProgramWhenEvaluated() async {
    await #expect(processExitsWith: .failure) { _ = evaluate("frobnicate(2)") }
  }
}
#endif
