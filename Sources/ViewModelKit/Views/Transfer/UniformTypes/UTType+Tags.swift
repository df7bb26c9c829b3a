/// A kind of tag a type is known by in other systems: filename extensions and MIME types.
///
/// ```swift
/// UTType.png.tags[.filenameExtension]  // ["png"]
/// ```
public struct UTTagClass: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Filename extensions, such as `png`.
  public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
  /// MIME types, such as `image/png`.
  public static let mimeType = UTTagClass(rawValue: "public.mime-type")

  public var description: String { rawValue }
}

extension UTType {
  /// Creates the type of files with a filename extension: the first declared type with the
  /// extension that conforms to `supertype`; otherwise a dynamic type that conforms to
  /// `supertype`; `nil` for an empty extension.
  ///
  /// ```swift
  /// UTType(filenameExtension: "JSON") == .json  // true (case does not matter)
  /// UTType(filenameExtension: "xyz")?.isDynamic  // true
  /// ```
  ///
  /// - Parameters:
  ///   - filenameExtension: The extension, without its dot.
  ///   - supertype: A type the result must conform to.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
  }

  /// Creates the type of data with a MIME type, found as for filename extensions.
  ///
  /// ```swift
  /// UTType(mimeType: "application/pdf") == .pdf  // true
  /// ```
  ///
  /// - Parameters:
  ///   - mimeType: The MIME type.
  ///   - supertype: A type the result must conform to.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
  }

  /// Creates the type with a tag of a class, conforming to `supertype`: the first declared type
  /// with the tag, otherwise a dynamic type; `nil` for an empty tag or a class other than
  /// filename extensions and MIME types.
  ///
  /// - Parameters:
  ///   - tag: The tag, such as `png` or `image/png`.
  ///   - tagClass: Its class.
  ///   - supertype: A type the result must conform to, or `nil` for any.
  public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
    guard let first = Self.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first
    else { return nil }
    self = first
  }

  /// The types with a tag of a class that conform to `supertype`, declared ones in the order
  /// they are declared, or one dynamic type when none is declared.
  ///
  /// - Parameters:
  ///   - tag: The tag, such as `txt`.
  ///   - tagClass: Its class.
  ///   - supertype: A type each result must conform to, or `nil` for any.
  /// - Returns: The types; empty for an empty tag or another class.
  public static func types(
    tag: String,
    tagClass: UTTagClass,
    conformingTo supertype: UTType?
  ) -> [UTType] {
    guard !tag.isEmpty, tagClass == .filenameExtension || tagClass == .mimeType else { return [] }
    let wanted = tag.lowercased()
    let declared = UTTypeDeclaration.all()
      .filter { declaration in
        let tags =
          tagClass == .filenameExtension ? declaration.filenameExtensions : declaration.mimeTypes
        return tags.contains { $0.lowercased() == wanted }
      }
      .map(UTType.init(declaration:))
      .filter { supertype.map($0.conforms(to:)) ?? true }
    guard declared.isEmpty else { return declared }
    let isExtension = tagClass == .filenameExtension
    let dynamic = UTTypeDeclaration(
      identifier: "dyn.\(isExtension ? "filename-extension" : "mime-type").\(wanted)",
      parents: supertype.map { [$0.identifier] } ?? [],
      filenameExtensions: isExtension ? [tag] : [],
      mimeTypes: isExtension ? [] : [tag],
      kind: .dynamic
    )
    return [UTType(declaration: dynamic)]
  }
}
