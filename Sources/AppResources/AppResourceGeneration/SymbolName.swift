/// The Swift names Xcode gives an asset catalog's assets and namespaces.
///
/// The rules, as Xcode applies them to an asset's name (the last part of it, after its
/// namespaces):
/// - the name is cut into words: at every character that is neither a letter nor a digit
///   (which is dropped: `on-surface`, `Chevron Left`, `arrow_basic_e`), where a lowercase letter
///   meets an uppercase one (`tabBar`), before the last capital of a run of capitals followed
///   by a lowercase letter (`TLSold` is `TL` and `Sold`), and where letters meet digits
///   (`ironMaiden2`, `1024x1024`);
/// - a colour's last word `Color` and an image's last word `Image` (in any case) are dropped
///   when other words remain (`AccentColor` is `accent`, `adult_products_image` is
///   `adultProducts`, `Image` stays `image`);
/// - a name with no lowercase letter keeps its capitals and joins its words with underscores
///   (`BMW`, `TLS2016` is `TLS_2016`, `A-1-1-0` is `A_1_1_0`); any other name is lower camel
///   case: its first word in lowercase, each further word with its first letter capitalised
///   and the rest as written (`DropDownTableViewBg` is `dropDownTableViewBg`,
///   `0b3b21ff` is `0B3B21Ff`);
/// - a name that starts with a digit takes a leading underscore (`_1`, `_121212`), and a
///   Swift keyword is written in backticks (`` `default` ``).
///
/// A namespace's enum is upper camel case: every word with its first letter capitalised
/// (`iconPreviews` is `IconPreviews`, `GameUI` stays `GameUI`).
///
/// ```swift
/// SymbolName.member(for: "AccentColor", kind: .color)  // "accent"
/// SymbolName.member(for: "primary-30%", kind: .color)  // "primary30"
/// SymbolName.namespace(for: "iconPreviews")  // "IconPreviews"
/// ```
public enum SymbolName {
  /// What an asset is, for the suffix its symbol drops.
  public enum Kind: Sendable {
    /// A colour set: a last word `Color` is dropped.
    case color
    /// An image set: a last word `Image` is dropped.
    case image

    var droppedSuffix: String {
      switch self {
      case .color: "color"
      case .image: "image"
      }
    }
  }

  /// The static member's name for an asset, or `nil` when the name has no letter or digit.
  ///
  /// - Parameters:
  ///   - name: The asset's name, without its namespaces.
  ///   - kind: Whether it is a colour or an image.
  /// - Returns: The name, in backticks where it is a keyword.
  public static func member(for name: String, kind: Kind) -> String? {
    var words = self.words(in: name)
    if words.count > 1, words.last?.lowercased() == kind.droppedSuffix { words.removeLast() }
    guard let first = words.first else { return nil }
    let identifier: String
    if name.contains(where: \.isLowercase) {
      identifier = first.lowercased() + words.dropFirst().map(capitalizingFirst).joined()
    } else {
      identifier = words.joined(separator: "_")
    }
    return escaped(identifier)
  }

  /// The enum's name for a namespace folder, or `nil` when the name has no letter or digit.
  ///
  /// - Parameter name: The folder's name, without the namespaces around it.
  /// - Returns: The name.
  public static func namespace(for name: String) -> String? {
    let words = self.words(in: name)
    guard !words.isEmpty else { return nil }
    return escaped(words.map(capitalizingFirst).joined())
  }

  /// The words of a name, cut as the type's documentation says.
  static func words(in name: String) -> [String] {
    var words: [String] = []
    var current: [Character] = []
    let characters = Array(name)
    func flush() {
      if !current.isEmpty { words.append(String(current)) }
      current = []
    }
    for (index, character) in characters.enumerated() {
      guard isWordCharacter(character) else {
        flush()
        continue
      }
      if let previous = current.last {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let startsWord =
          (previous.isLetter && character.isNumber) || (previous.isNumber && character.isLetter)
          || (previous.isLowercase && character.isUppercase)
          || (previous.isUppercase && character.isUppercase && next?.isLowercase == true)
        if startsWord { flush() }
      }
      current.append(character)
    }
    flush()
    return words
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || (character.isASCII && character.isNumber)
  }

  private static func capitalizingFirst(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  private static func escaped(_ identifier: String) -> String {
    if identifier.first?.isNumber == true { return "_" + identifier }
    return keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// The words Swift reserves, which a member named by an asset writes in backticks.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
    "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
    "super", "throws", "true", "try",
  ]
}
