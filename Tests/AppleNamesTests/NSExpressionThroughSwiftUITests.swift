#if os(Linux)
import SwiftUI
import Testing

// A calculator screen as public apps write it: only `import SwiftUI`, the display's text
// evaluated with Foundation's `NSExpression`, which Linux's Foundation lacks.

private struct CalculatorScreen: View {
  @State private var workings = ""
  @State private var result = "0"

  var body: some View {
    VStack {
      Text(workings)
      Text(result)
      HStack {
        ForEach(["7", "2", "÷", "×", "+", "."], id: \.self) { key in
          Button(key) { workings += key }
        }
        Button("=") { result = formatted(evaluate()) }
      }
    }
  }

  private func evaluate() -> Double {
    let expression = workings.replacingOccurrences(of: "×", with: "*")
      .replacingOccurrences(of: "÷", with: "/")
    let expr = NSExpression(format: expression)
    return expr.expressionValue(with: nil, context: nil) as! Double
  }

  private func formatted(_ value: Double) -> String {
    value.truncatingRemainder(dividingBy: 1) == 0 ? String(Int(value)) : String(value)
  }
}

/// The two lines of the display: what was typed and the result.
@MainActor
private func display(_ host: ViewHost<CalculatorScreen>) -> [String?] {
  host.snapshot().all("Text").prefix(2).map(\.text)
}

@MainActor
@Suite("NSExpression through import SwiftUI")
struct NSExpressionThroughSwiftUITests {
  @Test func aCalculatorScreenEvaluatesWhatWasTyped() throws {
    let host = ViewHost(CalculatorScreen())
    for key in ["7", "2", "÷", "2", "+", "7", "×", "7"] { try host.tap(key) }
    try host.tap("=")
    #expect(display(host) == ["72÷2+7×7", "85"])
  }

  @Test func integerDivisionTruncatesAsOnADevice() throws {
    let host = ViewHost(CalculatorScreen())
    for key in ["7", "÷", "2"] { try host.tap(key) }
    try host.tap("=")
    #expect(display(host) == ["7÷2", "3"])
    try host.tap(".")
    try host.tap("=")
    #expect(display(host) == ["7÷2.", "3.5"])
  }
}
#endif
