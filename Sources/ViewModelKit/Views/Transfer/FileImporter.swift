/// Presents the system's file picker while `isPresented` is true: `fileImporter(isPresented:…)`.
///
/// A ``ViewHost`` answers it: ``ViewHost/fileImporter`` describes it, ``ViewHost/chooseFiles(_:)``
/// picks files and ``ViewHost/cancelFileImporter()`` closes it.
public struct _FileImporterModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  let isPresented: Binding<Bool>
  let allowedContentTypes: [UTType]
  let allowsMultipleSelection: Bool
  let onCompletion: (Result<[URL], any Error>) -> Void
  let onCancellation: () -> Void

  var snapshotLine: String {
    let types = allowedContentTypes.map(\.identifier).joined(separator: ", ")
    return ".fileImporter([\(types)]\(allowsMultipleSelection ? ", multiple" : ""))"
  }
}

extension View {
  /// Presents the system's picker for one file of the allowed types while `isPresented` is
  /// true.
  ///
  /// ```swift
  /// Button("Import") { isImporting = true }
  ///   .fileImporter(isPresented: $isImporting, allowedContentTypes: [.commaSeparatedText]) {
  ///     result in
  ///     if case .success(let url) = result { model.load(url) }
  ///   }
  ///
  /// // In a test:
  /// try host.tap("Import")
  /// try host.chooseFiles([csvURL])
  /// ```
  ///
  /// Headlessly no picker is drawn: ``ViewHost/chooseFiles(_:)`` picks the file (of an allowed
  /// type, as the picker greys out the others) and ``ViewHost/cancelFileImporter()`` closes the
  /// picker without calling `onCompletion`, as on a device. Either sets `isPresented` to false.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the picker is shown.
  ///   - allowedContentTypes: The types of files a person may pick.
  ///   - onCompletion: Gets the picked file.
  /// - Returns: The view, with the picker.
  public func fileImporter(
    isPresented: Binding<Bool>,
    allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    modifier(
      _FileImporterModifier(
        isPresented: isPresented,
        allowedContentTypes: allowedContentTypes,
        allowsMultipleSelection: false,
        onCompletion: { result in onCompletion(result.map { $0[0] }) },
        onCancellation: {}
      )
    )
  }

  /// Presents the system's picker for files of the allowed types while `isPresented` is true,
  /// one or, with `allowsMultipleSelection`, several.
  ///
  /// ```swift
  /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.image],
  ///               allowsMultipleSelection: true) { result in
  ///   if case .success(let urls) = result { model.add(urls) }
  /// }
  /// ```
  ///
  /// A cancel does not call `onCompletion`, as on a device.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the picker is shown.
  ///   - allowedContentTypes: The types of files a person may pick.
  ///   - allowsMultipleSelection: Whether a person may pick several files.
  ///   - onCompletion: Gets the picked files.
  /// - Returns: The view, with the picker.
  public func fileImporter(
    isPresented: Binding<Bool>,
    allowedContentTypes: [UTType],
    allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    fileImporter(
      isPresented: isPresented,
      allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: allowsMultipleSelection,
      onCompletion: onCompletion,
      onCancellation: {}
    )
  }

  /// Presents the system's picker for files of the allowed types while `isPresented` is true,
  /// telling `onCancellation` when a person cancels.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the picker is shown.
  ///   - allowedContentTypes: The types of files a person may pick.
  ///   - allowsMultipleSelection: Whether a person may pick several files.
  ///   - onCompletion: Gets the picked files.
  ///   - onCancellation: Runs when a person cancels.
  /// - Returns: The view, with the picker.
  public func fileImporter(
    isPresented: Binding<Bool>,
    allowedContentTypes: [UTType],
    allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    modifier(
      _FileImporterModifier(
        isPresented: isPresented,
        allowedContentTypes: allowedContentTypes,
        allowsMultipleSelection: allowsMultipleSelection,
        onCompletion: onCompletion,
        onCancellation: onCancellation
      )
    )
  }
}
