import MacroExpansions
import Testing

@Suite("PreviewMacro")
struct PreviewMacroTests {
  private let location = PluginSourceLocation(
    fileID: "App/Card.swift",
    fileName: "/src/App/Card.swift",
    offset: 100,
    line: 10,
    column: 2
  )

  private func expand(_ source: String) throws -> String {
    try PreviewMacro.expansion(of: source, discriminator: "$s3App1fMf_", location: location)
  }

  @Test func theRegistryReportsThePlaceOfTheHashAfterLeadingTrivia() throws {
    let expansion = try expand("\n\n  /// A doc comment.\n  #Preview(\"Hi\") {\n  Text(\"a\")\n}")
    #expect(
      expansion == """
        struct $s3App1fMf_15PreviewRegistryfMu_: ViewModelKit.PreviewRegistry {
          static let fileID: String = "App/Card.swift"
          static let line: Int = 13
          static let column: Int = 3

          @MainActor static func makePreview() throws -> ViewModelKit.Preview {
        ViewModelKit.Preview("Hi") {
          Text("a")
        }
          }
        }
        """
    )
  }

  @Test func previewablePropertiesMoveIntoAViewDeclaredFirst() throws {
    let expansion = try expand(
      """
      #Preview(traits: .sizeThatFitsLayout) {
        @Previewable @State var isOn = false
        // The toggle.
        Toggle("Wi-Fi", isOn: $isOn)
      }
      """
    )
    #expect(
      expansion == """
        struct $s3App1fMf_15PreviewRegistryfMu_: ViewModelKit.PreviewRegistry {
          static let fileID: String = "App/Card.swift"
          static let line: Int = 10
          static let column: Int = 2

          @MainActor static func makePreview() throws -> ViewModelKit.Preview {
        struct __PreviewableContent: ViewModelKit.View {
        @State var isOn = false
        var body: some ViewModelKit.View {
          // The toggle.
          Toggle("Wi-Fi", isOn: $isOn)
        }
        }
        return ViewModelKit.Preview(traits: .sizeThatFitsLayout) { __PreviewableContent() }
          }
        }
        """
    )
  }

  @Test func aBodyArgumentBecomesTheTrailingClosure() throws {
    let expansion = try expand(
      #"#Preview("A", body: { Text("}") })"#
    )
    #expect(expansion.contains(#"ViewModelKit.Preview("A") { Text("}") }"#))
  }

  @Test func everyArgumentIsPassedOnAsWritten() throws {
    let expansion = try expand(
      "#Preview( \"Card\",traits:  .landscapeLeft , .fixedLayout(width: 200, height: 100)) { V() }"
    )
    #expect(
      expansion.contains(
        "ViewModelKit.Preview(\"Card\", traits:  .landscapeLeft, "
          + ".fixedLayout(width: 200, height: 100)) { V() }"
      )
    )
  }

  @Test func nestedClosuresStringsAndMultilineStringsAreLeftAlone() throws {
    let body = """
      {
        @Previewable @State var text = \"""
          {not a brace}
          \"""
        VStack {
          Text("\\(text) }")
          Button("Go") { text = "{" }
        }
      }
      """
    let expansion = try expand("#Preview " + body)
    #expect(
      expansion.contains(
        """
        struct __PreviewableContent: ViewModelKit.View {
        @State var text = \"""
            {not a brace}
            \"""
        var body: some ViewModelKit.View {
          VStack {
            Text("\\(text) }")
            Button("Go") { text = "{" }
          }
        }
        }
        """
      )
    )
  }

  @Test func aPreviewWithoutAClosureIsADiagnosticNamingIt() {
    #expect(
      throws: MacroExpansionError(
        "'#Preview' needs a closure that makes the view to preview: '#Preview { ContentView() }'",
        at: 1..<14
      )
    ) {
      try expand(" #Preview(\"A\")")
    }
  }

  @Test func aSecondClosureAndAPreviewableLetAreDiagnostics() {
    #expect(
      throws: MacroExpansionError(
        "'#Preview' takes one closure, the view to preview; remove the closure labeled 'cameras'",
        at: 26..<27
      )
    ) {
      try expand("#Preview { V() } cameras: { [] }")
    }
    #expect(
      throws: MacroExpansionError(
        "'@Previewable' applies to a property declared with 'var', such as "
          + "'@Previewable @State var isOn = false'",
        at: 11..<12
      )
    ) {
      try expand("#Preview { @Previewable let x = 1\n V() }")
    }
    #expect(
      throws: MacroExpansionError(
        "'@Previewable' properties go at the top level of the '#Preview' closure",
        at: 20..<21
      )
    ) {
      try expand("#Preview { VStack { @Previewable @State var x = 1\n V() } }")
    }
  }
}
