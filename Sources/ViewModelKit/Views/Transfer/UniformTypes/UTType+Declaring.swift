extension UTType {
  /// Creates a type the app owns, such as the type of its documents.
  ///
  /// ```swift
  /// extension UTType {
  ///   static let todo = UTType(exportedAs: "com.example.todo", conformingTo: .json)
  /// }
  /// ```
  ///
  /// A device reads the type's declaration from the app's `Info.plist`; here the type conforms
  /// to `parentType` (and to what it conforms to) and to nothing else, and ``init(_:)`` finds it
  /// from now on. A system identifier gives the system's type.
  ///
  /// - Parameters:
  ///   - identifier: The type's identifier, in a domain the app owns.
  ///   - parentType: The type it conforms to.
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(declaring: identifier, parent: parentType, kind: .exported)
  }

  /// Creates a type the app uses but another app owns.
  ///
  /// ```swift
  /// extension UTType {
  ///   static let markdown = UTType(importedAs: "net.daringfireball.markdown", conformingTo: .plainText)
  /// }
  /// ```
  ///
  /// As with ``init(exportedAs:conformingTo:)``, the type conforms to `parentType` and nothing
  /// else, and ``init(_:)`` finds it from now on.
  ///
  /// - Parameters:
  ///   - identifier: The type's identifier.
  ///   - parentType: The type it conforms to.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(declaring: identifier, parent: parentType, kind: .imported)
  }

  private init(declaring identifier: String, parent: UTType?, kind: UTTypeDeclaration.Kind) {
    if let known = UTTypeDeclaration.known(identifier),
      known.kind == .system || parent == nil
    {
      self.init(declaration: known)
      return
    }
    let declaration = UTTypeDeclaration(
      identifier: identifier,
      parents: parent.map { [$0.identifier] } ?? [],
      kind: kind
    )
    UTTypeDeclaration.declare(declaration)
    self.init(declaration: declaration)
  }
}
