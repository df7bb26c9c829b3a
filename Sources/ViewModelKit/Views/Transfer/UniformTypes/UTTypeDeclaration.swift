/// What the package knows of a type: its identifier, its direct parents and its tags; the system's
/// from a table, the app's from `UTType(exportedAs:)` and `UTType(importedAs:)`.
struct UTTypeDeclaration: Sendable, Equatable {
  /// Who declared the type.
  enum Kind: Sendable, Equatable {
    case system
    case exported
    case imported
    case dynamic
  }

  let identifier: String
  let parents: [String]
  var filenameExtensions: [String] = []
  var mimeTypes: [String] = []
  var kind = Kind.system

  /// The declaration of `identifier`: the system's, or one the app made.
  static func known(_ identifier: String) -> UTTypeDeclaration? {
    systemByIdentifier[identifier] ?? declaredByApp.withLock { $0[identifier] }
  }

  /// Every declaration, the system's first (in table order), then the app's (by identifier).
  static func all() -> [UTTypeDeclaration] {
    let declared = declaredByApp.withLock { $0 }
    return system + declared.keys.sorted().compactMap { declared[$0] }
  }

  /// Records a declaration the app made; a later one for the same identifier replaces it.
  static func declare(_ declaration: UTTypeDeclaration) {
    declaredByApp.withLock { $0[declaration.identifier] = declaration }
  }

  /// The identifiers this declaration conforms to, itself excluded: its parents, theirs, and so
  /// on, each once.
  func ancestors() -> [String] {
    var result: [String] = []
    var pending = parents
    while let next = pending.first {
      pending.removeFirst()
      guard !result.contains(next), next != identifier else { continue }
      result.append(next)
      pending += Self.known(next)?.parents ?? []
    }
    return result
  }

  private static let systemByIdentifier = Dictionary(
    system.map { ($0.identifier, $0) },
    uniquingKeysWith: { first, _ in first }
  )

  /// The types the app declared in this process, by identifier.
  private static let declaredByApp = Locked<[String: UTTypeDeclaration]>([:])
}
