public import Foundation

extension ViewHost {
  /// A file importer on screen, as ``fileImporter`` describes it.
  public struct FileImporter: Equatable, Sendable {
    /// The types of files a person may pick.
    public let allowedContentTypes: [UTType]
    /// Whether a person may pick several files.
    public let allowsMultipleSelection: Bool
  }

  /// The file importer a `fileImporter` modifier presents, or `nil` when none is presented.
  ///
  /// ```swift
  /// try host.tap("Import")
  /// #expect(host.fileImporter?.allowedContentTypes == [.commaSeparatedText])
  /// ```
  public var fileImporter: FileImporter? {
    presentedImporter()
      .map {
        FileImporter(
          allowedContentTypes: $0.allowedContentTypes,
          allowsMultipleSelection: $0.allowsMultipleSelection
        )
      }
  }

  /// Picks files in the presented file importer, as a person does, then flushes.
  ///
  /// The importer closes (its `isPresented` binding becomes false) and its `onCompletion` gets
  /// the URLs. A file's type is worked out from its extension (a URL with a directory path is a
  /// folder), and must conform to one of the allowed types.
  ///
  /// ```swift
  /// try host.chooseFiles([URL(fileURLWithPath: "/tmp/expenses.csv")])
  /// ```
  ///
  /// - Parameter urls: The files; one unless the importer allows several.
  /// - Throws: ``FileDialogHostError`` when no importer is presented, a file is not of an
  ///   allowed type, or several (or none) are given to an importer of one.
  public func chooseFiles(_ urls: [URL]) throws {
    guard let importer = presentedImporter() else { throw FileDialogHostError.nothingPresented }
    guard urls.count == 1 || (importer.allowsMultipleSelection && !urls.isEmpty) else {
      throw FileDialogHostError.wrongCount(
        urls.count,
        allowsMultipleSelection: importer.allowsMultipleSelection
      )
    }
    for url in urls where !importer.allows(url) {
      throw FileDialogHostError.notAllowed(
        file: url.lastPathComponent,
        allowed: importer.allowedContentTypes.map(\.identifier)
      )
    }
    interact {
      importer.isPresented.wrappedValue = false
      importer.onCompletion(.success(urls))
    }
  }

  /// Cancels the presented file importer, as a person does, then flushes.
  ///
  /// The importer closes (its `isPresented` binding becomes false); `onCancellation` runs, and
  /// `onCompletion` does not, as on a device.
  ///
  /// - Throws: ``FileDialogHostError/nothingPresented`` when no importer is presented.
  public func cancelFileImporter() throws {
    guard let importer = presentedImporter() else { throw FileDialogHostError.nothingPresented }
    interact {
      importer.isPresented.wrappedValue = false
      importer.onCancellation()
    }
  }

  /// The modifier of the last presented file importer in tree order.
  private func presentedImporter() -> _FileImporterModifier? {
    graph.liveNodes()
      .compactMap { $0.primitiveModifier as? _FileImporterModifier }
      .last { $0.isPresented.wrappedValue }
  }
}

extension _FileImporterModifier {
  /// Whether a person can pick `url`: its type conforms to an allowed one.
  func allows(_ url: URL) -> Bool {
    let type =
      url.hasDirectoryPath ? UTType.folder : UTType(filenameExtension: url.pathExtension) ?? .data
    return allowedContentTypes.contains { type.conforms(to: $0) }
  }
}

/// Why a ``ViewHost`` could not answer a file importer or exporter.
public enum FileDialogHostError: Error, Equatable, CustomStringConvertible {
  /// No `fileImporter` (or, for ``ViewHost/saveFile(to:)``, no `fileExporter` with an item) is
  /// presented.
  case nothingPresented
  /// The file's type is not one the importer allows.
  case notAllowed(file: String, allowed: [String])
  /// Several files (or none) were given to an importer of one, or none to an importer of several.
  case wrongCount(Int, allowsMultipleSelection: Bool)

  public var description: String {
    switch self {
    case .nothingPresented: "No file importer or exporter is presented."
    case .notAllowed(let file, let allowed):
      "\(file) is not of a type the file importer allows (\(allowed.joined(separator: ", ")))."
    case .wrongCount(let count, let multiple):
      "\(count) files were chosen in a file importer of \(multiple ? "several files" : "one file")."
    }
  }
}
