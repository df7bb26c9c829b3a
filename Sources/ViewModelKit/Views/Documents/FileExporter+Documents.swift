extension View {
  /// Presents the system's picker to save `document` as a file of `contentType` while
  /// `isPresented` is true.
  ///
  /// ```swift
  /// .fileExporter(
  ///   isPresented: $isExporting, document: TextFile(text: notes),
  ///   contentType: .plainText, defaultFilename: "Notes"
  /// ) { result in
  ///   if case .success(let url) = result { savedURL = url }
  /// }
  ///
  /// // In a test:
  /// try host.tap("Export")
  /// try await host.saveFile(to: folder.appendingPathComponent("Notes.txt"))
  /// ```
  ///
  /// Headlessly no picker is drawn: ``ViewHost/saveFile(to:)`` has the document write itself
  /// (`fileWrapper(configuration:)` with `contentType` and no existing file), writes the wrapper
  /// to the URL the test picks and calls `onCompletion`; ``ViewHost/cancelFileExporter()`` closes
  /// it. With a `nil` document nothing is presented.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the picker is shown.
  ///   - document: What to save.
  ///   - contentType: The type to save it as.
  ///   - defaultFilename: The name the picker proposes.
  ///   - onCompletion: Gets the saved file's URL, or the error.
  /// - Returns: The view, with the picker.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>,
    document: D?,
    contentType: UTType,
    defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileExporter(
      isPresented: isPresented,
      document: document,
      contentTypes: [contentType],
      defaultFilename: defaultFilename,
      onCompletion: onCompletion
    )
  }

  /// Presents the system's picker to save `document` as a file of one of `contentTypes` while
  /// `isPresented` is true, telling `onCancellation` when a person cancels.
  ///
  /// The document is written as the first of `contentTypes` (the document's writable types when
  /// there are none) that the chosen file's extension conforms to, else as the first.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the picker is shown.
  ///   - document: What to save.
  ///   - contentTypes: The types it may be saved as, preferred first.
  ///   - defaultFilename: The name the picker proposes.
  ///   - onCompletion: Gets the saved file's URL, or the error.
  ///   - onCancellation: Runs when a person cancels.
  /// - Returns: The view, with the picker.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>,
    document: D?,
    contentTypes: [UTType] = [],
    defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    let types = contentTypes.isEmpty ? D.writableContentTypes : contentTypes
    return modifier(
      _FileExporterModifier(
        isPresented: isPresented,
        contentTypes: types,
        defaultFilename: defaultFilename,
        write: document.map { document in
          { @MainActor url in
            let configuration = FileDocumentWriteConfiguration(
              contentType: types.savingType(for: url),
              existingFile: nil
            )
            try document.fileWrapper(configuration: configuration)
              .write(to: url, options: .atomic, originalContentsURL: nil)
          }
        },
        onCompletion: onCompletion,
        onCancellation: onCancellation
      )
    )
  }

  /// Presents the system's picker to save the reference `document` as a file of `contentType`
  /// while `isPresented` is true.
  ///
  /// As the value document's form, with a snapshot (`snapshot(contentType:)`) taken when the
  /// file is saved and written with `fileWrapper(snapshot:configuration:)`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the picker is shown.
  ///   - document: What to save.
  ///   - contentType: The type to save it as.
  ///   - defaultFilename: The name the picker proposes.
  ///   - onCompletion: Gets the saved file's URL, or the error.
  /// - Returns: The view, with the picker.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>,
    document: D?,
    contentType: UTType,
    defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileExporter(
      isPresented: isPresented,
      document: document,
      contentTypes: [contentType],
      defaultFilename: defaultFilename,
      onCompletion: onCompletion
    )
  }

  /// Presents the system's picker to save the reference `document` as a file of one of
  /// `contentTypes` while `isPresented` is true, telling `onCancellation` when a person cancels.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the picker is shown.
  ///   - document: What to save.
  ///   - contentTypes: The types it may be saved as, preferred first.
  ///   - defaultFilename: The name the picker proposes.
  ///   - onCompletion: Gets the saved file's URL, or the error.
  ///   - onCancellation: Runs when a person cancels.
  /// - Returns: The view, with the picker.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>,
    document: D?,
    contentTypes: [UTType] = [],
    defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    let types = contentTypes.isEmpty ? D.writableContentTypes : contentTypes
    return modifier(
      _FileExporterModifier(
        isPresented: isPresented,
        contentTypes: types,
        defaultFilename: defaultFilename,
        write: document.map { document in
          { @MainActor url in
            try document.fileWrapper(contentType: types.savingType(for: url), existingFile: nil)
              .write(to: url, options: .atomic, originalContentsURL: nil)
          }
        },
        onCompletion: onCompletion,
        onCancellation: onCancellation
      )
    )
  }
}

extension [UTType] {
  /// The type a file saved at `url` is written as: the first of these its extension conforms to,
  /// else the first (`.data` when there are none).
  func savingType(for url: URL) -> UTType {
    let fileType = UTType(filenameExtension: url.pathExtension)
    return first { type in fileType?.conforms(to: type) ?? false } ?? first ?? .data
  }
}
