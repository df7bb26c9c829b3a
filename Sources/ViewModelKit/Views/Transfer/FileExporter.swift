/// Presents the system's picker to save an item while `isPresented` is true:
/// `fileExporter(isPresented:item:contentTypes:defaultFilename:onCompletion:onCancellation:)`.
///
/// A ``ViewHost`` answers it: ``ViewHost/fileExporter`` describes it,
/// ``ViewHost/saveFile(to:)`` saves the item and ``ViewHost/cancelFileExporter()`` closes it.
public struct _FileExporterModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  let isPresented: Binding<Bool>
  let contentTypes: [UTType]
  let defaultFilename: String?
  /// Writes the item (as the first of `contentTypes`, or its first exporting representation)
  /// or the document to the file at a URL; `nil` when there is nothing to export.
  let write: (@MainActor (URL) async throws -> Void)?
  let onCompletion: (Result<URL, any Error>) -> Void
  let onCancellation: () -> Void

  var snapshotLine: String {
    let types = contentTypes.map(\.identifier).joined(separator: ", ")
    return ".fileExporter([\(types)], \(defaultFilename ?? "-"))"
  }
}

extension View {
  /// Presents the system's picker to save `item` as a file while `isPresented` is true.
  ///
  /// ```swift
  /// .fileExporter(
  ///   isPresented: $isExporting, item: report, contentTypes: [.json],
  ///   defaultFilename: "Report"
  /// ) { result in
  ///   if case .success(let url) = result { savedURL = url }
  /// }
  ///
  /// // In a test:
  /// try host.tap("Export")
  /// try await host.saveFile(to: folder.appendingPathComponent("Report.json"))
  /// ```
  ///
  /// Headlessly no picker is drawn: ``ViewHost/saveFile(to:)`` exports the item through its
  /// representations (as the first of `contentTypes`, or its first exporting representation when
  /// there are none), writes the data to the URL and calls `onCompletion`;
  /// ``ViewHost/cancelFileExporter()`` runs `onCancellation`. Either sets `isPresented` to false.
  /// With a `nil` item nothing is presented.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the picker is shown.
  ///   - item: What to save.
  ///   - contentTypes: The types the item may be saved as, preferred first.
  ///   - defaultFilename: The name the picker proposes.
  ///   - onCompletion: Gets the saved file's URL, or the error.
  ///   - onCancellation: Runs when a person cancels.
  /// - Returns: The view, with the picker.
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>,
    item: T?,
    contentTypes: [UTType] = [],
    defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    var write: (@MainActor (URL) async throws -> Void)?
    if let item {
      let contentType = contentTypes.first
      write = { url in try await item.exported(as: contentType).write(to: url) }
    }
    return modifier(
      _FileExporterModifier(
        isPresented: isPresented,
        contentTypes: contentTypes,
        defaultFilename: defaultFilename,
        write: write,
        onCompletion: onCompletion,
        onCancellation: onCancellation
      )
    )
  }
}
