import MacroExpansions
import Testing

@Suite("MacroPluginLoop")
struct MacroPluginLoopTests {
  /// Runs the loop over `messages` and returns the payloads it wrote, as text.
  private func serve(_ messages: [String]) -> [String] {
    var input = messages.flatMap { MessageFraming.frame(Array($0.utf8)) }[...]
    var output: [String] = []
    MacroPluginLoop.run(
      read: { count in
        let chunk = Array(input.prefix(count))
        input = input.dropFirst(count)
        return chunk
      },
      write: { framed in
        let payload = MessageFraming.unframe(framed)?.payload ?? []
        output.append(String(decoding: payload, as: UTF8.self))
      }
    )
    return output
  }

  @Test func theCapabilityIsAnswered() {
    #expect(
      serve([#"{"getCapability":{"capability":{"protocolVersion":7}}}"#])
        == [#"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#]
    )
  }

  @Test func anAttachedExpansionAsTheCompilerSendsItIsAnswered() {
    let message = #"""
      {"expandAttachedMacro":{"attributeSyntax":{"kind":"attribute","location":{"column":30,\#
      "fileID":"App/Keys.swift","fileName":"/src/Keys.swift","line":1,"offset":29},\#
      "source":"\n  @Entry "},"declSyntax":{"kind":"declaration","location":{"column":30,\#
      "fileID":"App/Keys.swift","fileName":"/src/Keys.swift","line":1,"offset":29},\#
      "source":"\n  @Entry var customValue = 7"},\#
      "discriminator":"$s3App17EnvironmentValuesV11customValue5EntryfMp_",\#
      "lexicalContext":[{"kind":"declaration","location":{"column":0,"fileID":"",\#
      "fileName":"","line":0,"offset":0},"source":"extension SwiftUI.EnvironmentValues {}"}],\#
      "macro":{"moduleName":"ViewModelKitMacros","name":"Entry","typeName":"EntryMacro"},\#
      "macroRole":"peer","staticBuildConfiguration":"{}"}}
      """#
    #expect(
      serve([message]) == [
        #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"#
          + #""private struct __Key_customValue: ViewModelKit.EnvironmentKey {\n"#
          + #"    static let defaultValue = 7\n}"}}"#
      ]
    )
  }

  @Test func aFailedExpansionIsAnErrorAtItsPlaceInTheFile() {
    let message = #"""
      {"expandFreestandingMacro":{"discriminator":"$s3AppfMf_","lexicalContext":[],\#
      "macro":{"moduleName":"ViewModelKitMacros","name":"Preview","typeName":"PreviewMacro"},\#
      "macroRole":"declaration","syntax":{"kind":"declaration","location":{"column":1,\#
      "fileID":"App/V.swift","fileName":"/src/V.swift","line":3,"offset":40},\#
      "source":"\n#Preview"}}}
      """#
    #expect(
      serve([message]) == [
        #"{"expandMacroResult":{"diagnostics":[{"fixIts":[],"highlights":[{"endOffset":49,"#
          + #""fileName":"/src/V.swift","startOffset":41}],"message":"'#Preview' needs a "#
          + #"closure that makes the view to preview: '#Preview { ContentView() }'","notes":[],"#
          + #""position":{"fileName":"/src/V.swift","offset":41},"severity":"error"}]}}"#
      ]
    )
  }

  @Test func unreadableMessagesAndLibrariesAreAnsweredWithoutEndingTheLoop() {
    let answers = serve([
      "not json",
      #"{"loadPluginLibrary":{"libraryPath":"/lib/libM.so","moduleName":"M"}}"#,
      #"{"getCapability":{}}"#,
    ])
    #expect(answers.count == 3)
    #expect(answers[0].hasPrefix(#"{"expandMacroResult":{"diagnostics":[{"#))
    #expect(answers[0].contains("ViewModelKitMacros could not read the compiler's message"))
    #expect(answers[1].hasPrefix(#"{"loadPluginLibraryResult":{"diagnostics":[{"#))
    #expect(answers[1].hasSuffix(#""loaded":false}}"#))
    #expect(answers[1].contains("loads no library ('/lib/libM.so')"))
    #expect(answers[2] == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
  }

  @Test func anUnknownMacroIsADiagnostic() {
    let response = MacroPlugin.respond(
      to: .expandAttachedMacro(
        macro: PluginMacroReference(moduleName: "M", typeName: "Other", name: "Other"),
        macroRole: "peer",
        discriminator: "",
        attributeSyntax: syntax("@Other"),
        declSyntax: syntax("@Other var x = 1"),
        parentDeclSyntax: nil,
        extendedTypeSyntax: nil,
        conformanceListSyntax: nil,
        lexicalContext: nil
      )
    )
    guard case .expandMacroResult(nil, let diagnostics) = response else {
      Issue.record("expected a failed expansion, got \(response)")
      return
    }
    #expect(
      diagnostics.map(\.message) == ["ViewModelKitMacros has no macro 'Other' with the role 'peer'"]
    )
  }

  @Test func previewableExpandsToNothing() {
    let response = MacroPlugin.respond(
      to: .expandAttachedMacro(
        macro: PluginMacroReference(moduleName: "M", typeName: "PreviewableMacro", name: "P"),
        macroRole: "peer",
        discriminator: "",
        attributeSyntax: syntax("@Previewable"),
        declSyntax: syntax("@Previewable @State var x = 1"),
        parentDeclSyntax: nil,
        extendedTypeSyntax: nil,
        conformanceListSyntax: nil,
        lexicalContext: nil
      )
    )
    #expect(response == .expandMacroResult(expandedSource: "", diagnostics: []))
  }

  private func syntax(_ source: String) -> PluginSyntax {
    PluginSyntax(
      kind: "declaration",
      source: source,
      location: PluginSourceLocation(
        fileID: "A/B.swift",
        fileName: "/B.swift",
        offset: 0,
        line: 1,
        column: 1
      )
    )
  }
}

@Suite("MacroPlugin: @Entry's two roles")
struct EntryRolesTests {
  private func respond(role: String, declaration: String) -> PluginResponse {
    let location = PluginSourceLocation(
      fileID: "A/K.swift",
      fileName: "/K.swift",
      offset: 50,
      line: 4,
      column: 3
    )
    return MacroPlugin.respond(
      to: .expandAttachedMacro(
        macro: PluginMacroReference(moduleName: "M", typeName: "EntryMacro", name: "Entry"),
        macroRole: role,
        discriminator: "",
        attributeSyntax: PluginSyntax(kind: "attribute", source: "@Entry", location: location),
        declSyntax: PluginSyntax(kind: "declaration", source: declaration, location: location),
        parentDeclSyntax: nil,
        extendedTypeSyntax: nil,
        conformanceListSyntax: nil,
        lexicalContext: [
          PluginSyntax(
            kind: "declaration",
            source: "public extension SwiftUI.Transaction {}",
            location: location
          )
        ]
      )
    )
  }

  @Test func theKeysProtocolComesFromTheEnclosingExtension() {
    #expect(
      respond(role: "peer", declaration: "@Entry var isUndo = false")
        == .expandMacroResult(
          expandedSource: """
            private struct __Key_isUndo: ViewModelKit.TransactionKey {
                static let defaultValue = false
            }
            """,
          diagnostics: []
        )
    )
  }

  @Test func aMisuseIsReportedOnceByTheAccessorRole() {
    #expect(
      respond(role: "peer", declaration: "@Entry let isUndo = false")
        == .expandMacroResult(expandedSource: "", diagnostics: [])
    )
    guard
      case .expandMacroResult(nil, let diagnostics) =
        respond(role: "accessor", declaration: "@Entry let isUndo = false")
    else {
      Issue.record("expected a failed expansion")
      return
    }
    #expect(
      diagnostics.map(\.message) == ["'@Entry' needs a 'var': 'isUndo' is declared with 'let'"]
    )
    #expect(diagnostics.map(\.position.offset) == [57])
    #expect(diagnostics.first?.highlights.map(\.endOffset) == [60])
  }
}
