import MacroExpansions
import Testing

@Suite("MacroCall")
struct MacroCallTests {
  @Test func argumentsAndTrailingClosuresAreSplitAsWritten() throws {
    let call = try MacroCall(
      SourceText(
        """

          /// A doc comment before the macro.
          #Preview  (  "Name" ,traits:.landscapeLeft,   .fixedLayout(width: 200, height: 100) ) {
            Text("}")
          } more: { 1 }
        """
      )
    )
    #expect(call.name == "Preview")
    #expect(call.arguments.map(\.label) == [nil, "traits", nil])
    #expect(
      call.arguments.map(\.text) == [
        #""Name""#, "traits:.landscapeLeft", ".fixedLayout(width: 200, height: 100)",
      ]
    )
    #expect(call.arguments.map(\.value)[1] == ".landscapeLeft")
    #expect(call.trailingClosures.map(\.label) == [nil, "more"])
    #expect(call.trailingClosures.map(\.value) == ["{\n    Text(\"}\")\n  }", "{ 1 }"])
  }

  @Test func commentsBetweenArgumentsStayOutOfTheirText() throws {
    let call = try MacroCall(
      SourceText(
        """
        #Preview(
          "Name",  // the name
          body: { Text("a") }  // the view
        )
        """
      )
    )
    #expect(call.arguments.map(\.text) == [#""Name""#, #"body: { Text("a") }"#])
    #expect(call.trailingClosures.isEmpty)
  }

  @Test func aMacroWithoutArgumentsHasNone() throws {
    let call = try MacroCall(SourceText("#Preview"))
    #expect(call.arguments.isEmpty)
    #expect(call.trailingClosures.isEmpty)
  }

  @Test func unbalancedTextIsAnError() {
    #expect(throws: MacroExpansionError("'(' is not closed", at: 8..<9)) {
      try MacroCall(SourceText("#Preview(\"a\" { }"))
    }
    #expect(throws: MacroExpansionError("expected a macro expansion starting with '#'", at: 0..<0))
    {
      try MacroCall(SourceText("Preview {}"))
    }
  }
}
