public import Foundation

extension ViewHost {
  /// A file exporter on screen, as ``fileExporter`` describes it.
  public struct FileExporter: Equatable, Sendable {
    /// The types the item may be saved as, preferred first.
    public let contentTypes: [UTType]
    /// The name the picker proposes.
    public let defaultFilename: String?
  }

  /// The file exporter a `fileExporter` modifier presents, or `nil` when none is presented.
  ///
  /// ```swift
  /// try host.tap("Export")
  /// #expect(host.fileExporter?.defaultFilename == "Report")
  /// ```
  public var fileExporter: FileExporter? {
    presentedExporter()
      .map { FileExporter(contentTypes: $0.contentTypes, defaultFilename: $0.defaultFilename) }
  }

  /// Saves the presented exporter's item at `url`, as a person picking that place does, then
  /// flushes.
  ///
  /// The item is exported through its representations and the data written to `url` (a
  /// document writes itself into a `FileWrapper`, which is written there); the exporter closes (its `isPresented` binding becomes false) and its `onCompletion` gets `url`,
  /// or the error when exporting or writing failed.
  ///
  /// ```swift
  /// let url = FileManager.default.temporaryDirectory.appendingPathComponent("Report.json")
  /// try await host.saveFile(to: url)
  /// ```
  ///
  /// - Parameter url: Where to save the file.
  /// - Throws: ``FileDialogHostError/nothingPresented`` when no exporter is presented.
  public func saveFile(to url: URL) async throws {
    guard let exporter = presentedExporter(), let write = exporter.write else {
      throw FileDialogHostError.nothingPresented
    }
    let result: Result<URL, any Error>
    do {
      try await write(url)
      result = .success(url)
    } catch {
      result = .failure(error)
    }
    interact {
      exporter.isPresented.wrappedValue = false
      exporter.onCompletion(result)
    }
  }

  /// Cancels the presented file exporter, as a person does, then flushes: it closes and its
  /// `onCancellation` runs.
  ///
  /// - Throws: ``FileDialogHostError/nothingPresented`` when no exporter is presented.
  public func cancelFileExporter() throws {
    guard let exporter = presentedExporter() else { throw FileDialogHostError.nothingPresented }
    interact {
      exporter.isPresented.wrappedValue = false
      exporter.onCancellation()
    }
  }

  /// The modifier of the last presented file exporter with an item, in tree order.
  private func presentedExporter() -> _FileExporterModifier? {
    graph.liveNodes()
      .compactMap { $0.primitiveModifier as? _FileExporterModifier }
      .last { $0.isPresented.wrappedValue && $0.write != nil }
  }
}
