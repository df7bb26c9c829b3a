/// A uniform type identifier: what kind of data a file or a transferred item holds, as in
/// `UniformTypeIdentifiers`.
///
/// ```swift
/// import UniformTypeIdentifiers
///
/// extension UTType {
///   static let todo = UTType(exportedAs: "com.example.todo", conformingTo: .json)
/// }
///
/// UTType(filenameExtension: "csv") == .commaSeparatedText  // true
/// UTType.png.conforms(to: .image)                          // true
/// UTType.png.preferredMIMEType                             // "image/png"
/// ```
///
/// Differs from Apple's: the system types are a small table of the common ones (`.item`,
/// `.content`, `.data`, `.text`, `.plainText`, `.utf8PlainText`, `.json`, `.commaSeparatedText`,
/// `.image`, `.png`, `.jpeg`, `.pdf`, `.url`, `.fileURL`, `.folder`, `.movie`, `.audio` …, each
/// with its direct parents, filename extensions and MIME types); no `Info.plist` is read, so a
/// type made with ``init(exportedAs:conformingTo:)`` or ``init(importedAs:conformingTo:)``
/// conforms to the parent given there and to nothing else, and it is known to ``init(_:)`` from
/// then on in the process. A dynamic type's identifier starts with `dyn.`, as Apple's do, but is
/// not Apple's encoding.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  /// The type's declaration: identifier, parents, tags.
  let declaration: UTTypeDeclaration

  init(declaration: UTTypeDeclaration) {
    self.declaration = declaration
  }

  /// Creates the type with an identifier the system or the app knows, or `nil`.
  ///
  /// ```swift
  /// UTType("public.json") == .json  // true
  /// UTType("com.example.unknown")   // nil
  /// ```
  ///
  /// - Parameter identifier: A type identifier, such as `public.png`.
  public init?(_ identifier: String) {
    guard let declaration = UTTypeDeclaration.known(identifier) else { return nil }
    self.init(declaration: declaration)
  }

  /// The type's identifier, such as `public.png`.
  public var identifier: String { declaration.identifier }

  /// The filename extension files of this type usually have, such as `png`; `nil` when it has
  /// none.
  public var preferredFilenameExtension: String? { declaration.filenameExtensions.first }

  /// The MIME type data of this type usually has, such as `image/png`; `nil` when it has none.
  public var preferredMIMEType: String? { declaration.mimeTypes.first }

  /// Whether the type is declared (by the system or the app) rather than made up on the spot.
  public var isDeclared: Bool { declaration.kind != .dynamic }

  /// Whether the type was made up for a filename extension or MIME type nobody declares.
  public var isDynamic: Bool { declaration.kind == .dynamic }

  /// Whether the type is one of the system's.
  public var isSystemDeclared: Bool { declaration.kind == .system }

  /// Whether the identifier is in the reserved `public.` domain.
  public var isPublicType: Bool { identifier.hasPrefix("public.") }

  /// The type's tags, by class: its filename extensions and MIME types.
  public var tags: [UTTagClass: [String]] {
    var tags: [UTTagClass: [String]] = [:]
    if !declaration.filenameExtensions.isEmpty {
      tags[.filenameExtension] = declaration.filenameExtensions
    }
    if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
    return tags
  }

  public var description: String { identifier }

  public var debugDescription: String { identifier }

  public static func == (lhs: UTType, rhs: UTType) -> Bool {
    lhs.identifier == rhs.identifier
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }
}
