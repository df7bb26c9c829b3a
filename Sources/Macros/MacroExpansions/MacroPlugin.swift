/// Answers each of the compiler's messages: the capability exchange, and the expansions of
/// `#Preview` (`PreviewMacro`), `@Previewable` (`PreviewableMacro`) and `@Entry` (`EntryMacro`).
///
/// An expansion that cannot be made is answered with no source and an error the compiler shows
/// at the macro's use; nothing a message holds ends the plugin.
///
/// ```swift
/// MacroPlugin.respond(to: .getCapability(capability: nil))
/// // .getCapabilityResult(capability: .init(protocolVersion: 7))
/// ```
public enum MacroPlugin {
  /// The protocol version the plugin speaks: the one that sends the lexical context.
  public static let protocolVersion = 7

  /// The answer to a message.
  ///
  /// - Parameter message: The compiler's message.
  /// - Returns: The plugin's answer.
  public static func respond(to message: HostMessage) -> PluginResponse {
    switch message {
    case .getCapability:
      return .getCapabilityResult(capability: .init(protocolVersion: protocolVersion))
    case .expandFreestandingMacro(let macro, _, let discriminator, let syntax, _):
      return expand(syntax) { () throws(MacroExpansionError) in
        guard macro.typeName == "PreviewMacro" else { throw unknown(macro) }
        return try PreviewMacro.expansion(
          of: syntax.source,
          discriminator: discriminator,
          location: syntax.location
        )
      }
    case .expandAttachedMacro(
      let macro,
      let role,
      _,
      _,
      let declaration,
      let parent,
      _,
      _,
      let lexicalContext
    ):
      return expand(declaration) { () throws(MacroExpansionError) in
        switch (macro.typeName, role) {
        case ("PreviewableMacro", _):
          return ""
        case ("EntryMacro", "accessor"):
          return try EntryMacro.accessors(
            of: declaration.source,
            in: extendedTypeName(lexicalContext?.first ?? parent)
          )
        case ("EntryMacro", "peer"):
          // A misuse is reported once, by the accessor role: the peer role then adds nothing.
          return
            (try? EntryMacro.peers(
              of: declaration.source,
              in: extendedTypeName(lexicalContext?.first ?? parent)
            )) ?? ""
        default:
          throw unknown(macro, role: role)
        }
      }
    case .loadPluginLibrary(let libraryPath, _):
      let error = MacroExpansionError(
        "ViewModelKitMacros is an executable plugin and loads no library ('\(libraryPath)')",
        at: 0..<0
      )
      let nowhere = PluginSyntax(
        kind: "declaration",
        source: "",
        location: PluginSourceLocation(fileID: "", fileName: "", offset: 0, line: 0, column: 0)
      )
      return .loadPluginLibraryResult(
        loaded: false,
        diagnostics: [PluginDiagnostic(error, in: nowhere)]
      )
    }
  }

  /// The expansion `make` gives, or its error as a diagnostic in `syntax`.
  private static func expand(
    _ syntax: PluginSyntax,
    _ make: () throws(MacroExpansionError) -> String
  ) -> PluginResponse {
    do {
      return .expandMacroResult(expandedSource: try make(), diagnostics: [])
    } catch {
      return .expandMacroResult(
        expandedSource: nil,
        diagnostics: [PluginDiagnostic(error, in: syntax)]
      )
    }
  }

  private static func unknown(
    _ macro: PluginMacroReference,
    role: String? = nil
  )
    -> MacroExpansionError
  {
    MacroExpansionError(
      "ViewModelKitMacros has no macro '\(macro.typeName)'"
        + (role.map { " with the role '\($0)'" } ?? ""),
      at: 0..<0
    )
  }

  /// The last name of the type an `extension` declaration extends: `EnvironmentValues` for
  /// `extension SwiftUI.EnvironmentValues { … }`; `nil` for any other declaration.
  static func extendedTypeName(_ syntax: PluginSyntax?) -> String? {
    guard let syntax else { return nil }
    let source = SourceText(syntax.source)
    guard let keyword = source.tokens.indices.first(where: { source.token($0, is: "extension") })
    else { return nil }
    var name: String?
    var index = source.nextSignificant(from: keyword + 1)
    while let current = index, source.tokens[current].kind == .identifier {
      name = source.text(of: current)
      guard let dot = source.nextSignificant(from: current + 1), source.token(dot, is: ".") else {
        break
      }
      index = source.nextSignificant(from: dot + 1)
    }
    return name
  }
}
