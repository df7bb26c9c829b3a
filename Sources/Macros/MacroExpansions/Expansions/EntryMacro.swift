/// The expansions of `@Entry`: a key type beside the property (its peer) and the property's
/// accessors through it, as SwiftUI's macro makes them.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: Color = .blue
/// }
/// ```
///
/// gets the peer
///
/// ```swift
/// private struct __Key_accent: ViewModelKit.EnvironmentKey {
///   typealias Value = Color
///   static var defaultValue: Value { .blue }
/// }
/// ```
///
/// and the accessors `get { self[__Key_accent.self] }` and
/// `set { self[__Key_accent.self] = newValue }`. Without a type annotation the key stores its
/// default, `static let defaultValue = <initial value>` (so the value must be `Sendable`, as
/// Swift 6 requires of a stored static); with one it is computed at each read.
public enum EntryMacro {
  /// The values types whose extensions `@Entry` works in, and their keys' protocols.
  public static let keyProtocols = [
    "EnvironmentValues": "ViewModelKit.EnvironmentKey",
    "Transaction": "ViewModelKit.TransactionKey",
  ]

  /// The prefix of the key type's name.
  public static let keyPrefix = "__Key_"

  /// The accessors `@Entry` gives a property.
  ///
  /// - Parameters:
  ///   - declaration: The property's declaration.
  ///   - context: The type the enclosing extension extends (`EnvironmentValues`), or `nil`.
  /// - Returns: The accessor block.
  /// - Throws: A ``MacroExpansionError`` when `@Entry` cannot apply to the declaration there.
  public static func accessors(
    of declaration: String,
    in context: String?
  )
    throws(MacroExpansionError) -> String
  {
    let property = try entry(declaration, in: context).property
    let key = keyPrefix + property.name
    return """
      {
          get {
              self[\(key).self]
          }
          set {
              self[\(key).self] = newValue
          }
      }
      """
  }

  /// The key type `@Entry` declares beside a property.
  ///
  /// - Parameters:
  ///   - declaration: The property's declaration.
  ///   - context: The type the enclosing extension extends (`EnvironmentValues`), or `nil`.
  /// - Returns: The key type's declaration.
  /// - Throws: A ``MacroExpansionError`` when `@Entry` cannot apply to the declaration there.
  public static func peers(
    of declaration: String,
    in context: String?
  )
    throws(MacroExpansionError) -> String
  {
    let (property, keyProtocol) = try entry(declaration, in: context)
    let key = keyPrefix + property.name
    guard let type = property.type else {
      return """
        private struct \(key): \(keyProtocol) {
            static let defaultValue = \(property.initializer ?? "nil")
        }
        """
    }
    return """
      private struct \(key): \(keyProtocol) {
          typealias Value = \(type)
          static var defaultValue: Value {
              \(property.initializer ?? "nil")
          }
      }
      """
  }

  /// The property and its key's protocol, or the reason `@Entry` does not apply.
  private static func entry(
    _ declaration: String,
    in context: String?
  )
    throws(MacroExpansionError) -> (property: VariableDeclaration, keyProtocol: String)
  {
    let source = SourceText(declaration)
    let property = try VariableDeclaration(source)
    guard let context, let keyProtocol = keyProtocols[context] else {
      throw MacroExpansionError(
        "'@Entry' applies to properties declared in an extension of 'EnvironmentValues' or "
          + "'Transaction'" + (context.map { ", not of '\($0)'" } ?? ""),
        at: property.nameRange
      )
    }
    guard property.keyword == "var" else {
      throw MacroExpansionError(
        "'@Entry' needs a 'var': '\(property.name)' is declared with 'let'",
        at: property.keywordRange
      )
    }
    if property.modifiers.contains("static") || property.modifiers.contains("class") {
      throw MacroExpansionError(
        "'@Entry' applies to instance properties; '\(property.name)' is static",
        at: property.nameRange
      )
    }
    if let second = property.secondBinding {
      throw MacroExpansionError("'@Entry' declares one property at a time", at: second)
    }
    if property.hasAccessors {
      throw MacroExpansionError(
        "'@Entry' writes the accessors of '\(property.name)'; remove its own",
        at: property.nameRange
      )
    }
    let isOptional = property.type.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false
    guard property.initializer != nil || isOptional else {
      throw MacroExpansionError(
        "'@Entry' needs a default value: give '\(property.name)' an initial value "
          + "or an optional type",
        at: property.nameRange
      )
    }
    return (property, keyProtocol)
  }
}
