import MacroExpansions
import Testing

@Suite("VariableDeclaration")
struct VariableDeclarationTests {
  @Test func theNameTypeAndInitializerAreRead() throws {
    let declaration = try VariableDeclaration(
      SourceText(
        "\n  /// Docs.\n  @Entry @available(iOS 17, *) public private(set) var tint: Color? = .red"
      )
    )
    #expect(declaration.keyword == "var")
    #expect(declaration.modifiers == ["public", "private(set)"])
    #expect(declaration.name == "tint")
    #expect(declaration.type == "Color?")
    #expect(declaration.initializer == ".red")
    #expect(declaration.hasAccessors == false)
    #expect(declaration.secondBinding == nil)
  }

  @Test func genericTypesAndMultilineInitializersAreWhole() throws {
    let declaration = try VariableDeclaration(
      SourceText("@Entry var map: Dictionary<String, Int> = [\n  \"a\": 1, // one\n]")
    )
    #expect(declaration.type == "Dictionary<String, Int>")
    #expect(declaration.initializer == "[\n  \"a\": 1, // one\n]")
  }

  @Test func backticksAccessorsAndSecondBindingsAreNoticed() throws {
    let quoted = try VariableDeclaration(SourceText("@Entry var `default` = 1, b = 2"))
    #expect(quoted.name == "default")
    #expect(quoted.secondBinding == 24..<25)
    let computed = try VariableDeclaration(SourceText("@Entry var x: Int { 1 }"))
    #expect(computed.hasAccessors)
    #expect(computed.initializer == nil)
  }

  @Test func qualifiedAttributesAreSkipped() throws {
    let declaration = try VariableDeclaration(SourceText("@SwiftUI.Entry static var x = 1"))
    #expect(declaration.modifiers == ["static"])
    #expect(declaration.name == "x")
  }

  @Test func noPropertyIsAnError() {
    #expect(throws: MacroExpansionError("expected a property declared with 'var'", at: 0..<0)) {
      try VariableDeclaration(SourceText("@Entry func f()"))
    }
  }
}
