import Foundation

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
///
/// In an extension of `FocusedValues` the property's type is optional and it has no initial
/// value (a focused value's default is always `nil`); the key's `Value` is the wrapped type:
/// `@Entry var selectedNote: Note?` gets
/// `private struct __Key_selectedNote: ViewModelKit.FocusedValueKey { typealias Value = Note }`.
public enum EntryMacro {
  /// The values types whose extensions `@Entry` works in, and their keys' protocols.
  public static let keyProtocols = [
    "EnvironmentValues": "ViewModelKit.EnvironmentKey",
    "Transaction": "ViewModelKit.TransactionKey",
    "ContainerValues": "ViewModelKit.ContainerValueKey",
    "FocusedValues": "ViewModelKit.FocusedValueKey",
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
    if context == "FocusedValues", let type = property.type, let wrapped = wrappedType(of: type) {
      return """
        private struct \(key): \(keyProtocol) {
            typealias Value = \(wrapped)
        }
        """
    }
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
        "'@Entry' applies to properties declared in an extension of 'EnvironmentValues', "
          + "'Transaction', 'ContainerValues' or 'FocusedValues'"
          + (context.map { ", not of '\($0)'" } ?? ""),
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
    if context == "FocusedValues" {
      guard property.initializer == nil else {
        throw MacroExpansionError(
          "'@Entry' in 'FocusedValues' takes no default value: a focused value's default is "
            + "always 'nil'; remove the initial value of '\(property.name)'",
          at: property.nameRange
        )
      }
      guard property.type.flatMap(wrappedType(of:)) != nil else {
        throw MacroExpansionError(
          "'@Entry' in 'FocusedValues' needs an optional type: a focused value's default is "
            + "always 'nil'; declare '\(property.name)' as '\(property.type ?? "Value")?'",
          at: property.nameRange
        )
      }
      return (property, keyProtocol)
    }
    let isOptional = property.type.flatMap(wrappedType(of:)) != nil
    guard property.initializer != nil || isOptional else {
      throw MacroExpansionError(
        "'@Entry' needs a default value: give '\(property.name)' an initial value "
          + "or an optional type",
        at: property.nameRange
      )
    }
    return (property, keyProtocol)
  }

  /// The wrapped type of an optional type's text (`Note` for `Note?` or `Optional<Note>`), or
  /// `nil` when the type is not optional.
  static func wrappedType(of type: String) -> String? {
    let type = type.trimmingCharacters(in: .whitespaces)
    if type.hasSuffix("?") {
      let wrapped = type.dropLast().trimmingCharacters(in: .whitespaces)
      return wrapped.isEmpty ? nil : wrapped
    }
    let prefixes = ["Optional<", "Swift.Optional<"]
    guard let prefix = prefixes.first(where: type.hasPrefix), type.hasSuffix(">") else {
      return nil
    }
    let wrapped = type.dropFirst(prefix.count).dropLast().trimmingCharacters(in: .whitespaces)
    return wrapped.isEmpty ? nil : wrapped
  }
}
