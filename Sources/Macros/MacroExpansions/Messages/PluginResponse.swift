/// A message from the plugin to the compiler: the answer to one ``HostMessage``.
///
/// ```json
/// {"getCapabilityResult": {"capability": {"protocolVersion": 7}}}
/// {"expandMacroResult": {"expandedSource": "struct …", "diagnostics": []}}
/// ```
///
/// A failed expansion has no `expandedSource` and at least one error in `diagnostics`.
public enum PluginResponse: Codable, Equatable, Sendable {
  /// The protocol version the plugin speaks.
  case getCapabilityResult(capability: PluginCapability)
  /// An expansion (`nil` when it failed) and what the compiler should report about it.
  case expandMacroResult(expandedSource: String?, diagnostics: [PluginDiagnostic])
  /// Whether a library was loaded.
  case loadPluginLibraryResult(loaded: Bool, diagnostics: [PluginDiagnostic])

  /// The plugin's side of the capability exchange.
  public struct PluginCapability: Codable, Equatable, Sendable {
    /// The protocol version the plugin speaks.
    public var protocolVersion: Int
    /// Optional features; `nil` for none.
    public var features: [String]?

    /// Creates a capability.
    ///
    /// - Parameters:
    ///   - protocolVersion: The plugin's protocol version.
    ///   - features: Optional features, or `nil`.
    public init(protocolVersion: Int, features: [String]? = nil) {
      self.protocolVersion = protocolVersion
      self.features = features
    }
  }
}
