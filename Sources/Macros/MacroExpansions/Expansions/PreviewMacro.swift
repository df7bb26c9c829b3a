/// The expansion of `#Preview`: a type that registers the preview, as Xcode's macro makes one.
///
/// ```swift
/// #Preview("Dark", traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// ```
///
/// expands (with the discriminator `$s3App…fMf_`) to
///
/// ```swift
/// struct $s3App…fMf_15PreviewRegistryfMu_: ViewModelKit.PreviewRegistry {
///   static let fileID: String = "App/Badge.swift"
///   static let line: Int = 12
///   static let column: Int = 1
///
///   @MainActor static func makePreview() throws -> ViewModelKit.Preview {
///     ViewModelKit.Preview("Dark", traits: .sizeThatFitsLayout) { Badge(count: 3) }
///   }
/// }
/// ```
///
/// The arguments are passed on as written; the body closure (trailing, or the argument labeled
/// `body`) goes last, its `@Previewable` properties moved into a view of their own that
/// `makePreview()` declares first (``PreviewableTransform``).
public enum PreviewMacro {
  /// The suffix of the registering type's name; the preview catalog finds the types by it.
  public static let registryName = "PreviewRegistry"

  /// The declaration a `#Preview` expands to.
  ///
  /// - Parameters:
  ///   - source: The macro's text, from `#Preview` to its last closing brace.
  ///   - discriminator: The compiler's discriminator for this expansion.
  ///   - location: Where the macro is; the registry reports its file ID, line and column.
  /// - Returns: The declaration's text.
  /// - Throws: A ``MacroExpansionError`` when the text is not a `#Preview` with a body closure.
  public static func expansion(
    of source: String,
    discriminator: String,
    location: PluginSourceLocation
  ) throws(MacroExpansionError) -> String {
    let text = SourceText(source)
    let call = try MacroCall(text)
    // The text starts with the trivia before `#Preview`; the registry reports the `#`'s place.
    let start = text.nextSignificant(from: 0).map { text.tokens[$0].range.lowerBound } ?? 0
    if let extra = call.trailingClosures.dropFirst().first {
      throw MacroExpansionError(
        "'#\(call.name)' takes one closure, the view to preview; "
          + "remove the closure labeled '\(extra.label ?? "_")'",
        at: text.tokens[extra.valueTokens.lowerBound].range
      )
    }
    let bodyIndex = call.arguments.firstIndex { $0.label == "body" }
    guard let body = call.trailingClosures.first ?? bodyIndex.map({ call.arguments[$0] }) else {
      throw MacroExpansionError(
        "'#\(call.name)' needs a closure that makes the view to preview: "
          + "'#\(call.name) { ContentView() }'",
        at: start..<text.bytes.count
      )
    }
    var arguments = call.arguments
    if call.trailingClosures.isEmpty, let bodyIndex { arguments.remove(at: bodyIndex) }
    let (closure, content) =
      text.token(body.valueTokens.lowerBound, is: "{")
      ? try PreviewableTransform.closure(text, open: body.valueTokens.lowerBound)
      : (body.value, nil)
    let argumentList = arguments.isEmpty ? "" : "(\(arguments.map(\.text).joined(separator: ", ")))"
    let preview = "ViewModelKit.Preview\(argumentList) \(closure)"
    let makePreview = content.map { "\($0)\nreturn \(preview)" } ?? preview
    let name = UniqueName.make(registryName, discriminator: discriminator)
    let place = location.advanced(over: text.bytes[..<start])
    return """
      struct \(name): ViewModelKit.PreviewRegistry {
        static let fileID: String = \(stringLiteral(location.fileID))
        static let line: Int = \(place.line)
        static let column: Int = \(place.column)

        @MainActor static func makePreview() throws -> ViewModelKit.Preview {
      \(makePreview)
        }
      }
      """
  }

  /// A string literal holding `value`.
  static func stringLiteral(_ value: String) -> String {
    let escaped = value.unicodeScalars.map { scalar -> String in
      switch scalar {
      case "\\": "\\\\"
      case "\"": "\\\""
      case "\n": "\\n"
      case "\r": "\\r"
      default: String(scalar)
      }
    }
    return "\"\(escaped.joined())\""
  }
}
