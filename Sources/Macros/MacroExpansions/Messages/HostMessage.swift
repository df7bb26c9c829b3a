/// A message from the compiler to the plugin.
///
/// Each is a JSON object with one key, the message's name, whose value holds its fields:
///
/// ```json
/// {"getCapability": {"capability": {"protocolVersion": 7}}}
/// {"expandFreestandingMacro": {"macro": {…}, "macroRole": "declaration",
///   "discriminator": "$s4main…fMf_", "syntax": {…}, "lexicalContext": [{…}]}}
/// ```
///
/// Every one of them is answered with exactly one ``PluginResponse``.
public enum HostMessage: Codable, Equatable, Sendable {
  /// Asks which protocol version the plugin speaks (and tells it the compiler's).
  case getCapability(capability: HostCapability?)

  /// Asks for the expansion of a `#macro`.
  case expandFreestandingMacro(
    macro: PluginMacroReference,
    macroRole: String?,
    discriminator: String,
    syntax: PluginSyntax,
    lexicalContext: [PluginSyntax]?
  )

  /// Asks for one role's expansion of an `@macro` attached to a declaration.
  case expandAttachedMacro(
    macro: PluginMacroReference,
    macroRole: String,
    discriminator: String,
    attributeSyntax: PluginSyntax,
    declSyntax: PluginSyntax,
    parentDeclSyntax: PluginSyntax?,
    extendedTypeSyntax: PluginSyntax?,
    conformanceListSyntax: PluginSyntax?,
    lexicalContext: [PluginSyntax]?
  )

  /// Asks the plugin to load a library of macros (which this plugin does not do).
  case loadPluginLibrary(libraryPath: String, moduleName: String)

  /// The compiler's side of the capability exchange.
  public struct HostCapability: Codable, Equatable, Sendable {
    /// The protocol version the compiler speaks.
    public var protocolVersion: Int

    /// Creates a capability.
    ///
    /// - Parameter protocolVersion: The compiler's protocol version.
    public init(protocolVersion: Int) {
      self.protocolVersion = protocolVersion
    }
  }
}
