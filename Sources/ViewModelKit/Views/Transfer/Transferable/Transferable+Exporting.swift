extension Transferable {
  /// Exports the value as data through its representations.
  ///
  /// ```swift
  /// let json = try await card.exported(as: .json)
  /// ```
  ///
  /// - Parameter contentType: The type the data must conform to; `nil` for the first
  ///   representation that exports.
  /// - Returns: The data of the first exporting representation whose type conforms to
  ///   `contentType`.
  /// - Throws: What the representation throws, or an error when no representation exports such
  ///   data.
  public func exported(as contentType: UTType?) async throws -> Data {
    let entry = Self.transferEntries.first { entry in
      entry.exporting != nil && contentType.map(entry.contentType.conforms(to:)) ?? true
    }
    guard let exporting = entry?.exporting else {
      throw TransferError.noRepresentation(
        type: "\(Self.self)",
        contentType: contentType,
        "exports"
      )
    }
    return try await exporting(self)
  }

  /// Makes a value of data through the type's representations.
  ///
  /// ```swift
  /// let card = try await Card(importing: json, contentType: .card)
  /// ```
  ///
  /// - Parameters:
  ///   - data: The data.
  ///   - contentType: The data's type: the first importing representation it conforms to reads
  ///     it; `nil` to try each importing representation in turn until one succeeds.
  /// - Throws: What the representation throws, or an error when no representation imports such
  ///   data.
  public init(importing data: Data, contentType: UTType?) async throws {
    let importers = Self.transferEntries.filter { entry in
      entry.importing != nil && contentType.map { $0.conforms(to: entry.contentType) } ?? true
    }
    var lastError: (any Error)?
    for entry in importers {
      guard let importing = entry.importing else { continue }
      do {
        self = try await importing(data)
        return
      } catch {
        lastError = error
        guard contentType == nil else { break }
      }
    }
    throw lastError
      ?? TransferError.noRepresentation(type: "\(Self.self)", contentType: contentType, "imports")
  }
}

/// Why a value could not be exported or imported through its representations.
enum TransferError: Error, CustomStringConvertible {
  case noRepresentation(type: String, contentType: UTType?, String)

  var description: String {
    switch self {
    case .noRepresentation(let type, let contentType, let verb):
      "No representation of \(type) \(verb) \(contentType?.identifier ?? "any type")"
    }
  }
}
