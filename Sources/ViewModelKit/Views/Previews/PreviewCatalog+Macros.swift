extension PreviewCatalog {
  /// Every `#Preview` of the program, ordered by file ID, then line and column.
  ///
  /// The previews are found at run time among the types of every loaded image (see
  /// ``PreviewRegistry``), so a CI job can render all of an app's previews without listing
  /// them:
  ///
  /// ```swift
  /// let catalog = PreviewCatalog.all
  /// catalog.previews.map(\.name)   // ["CounterView.swift:30", "Dark", …]
  /// try catalog.writePictures(to: URL(fileURLWithPath: "previews"))
  /// ```
  ///
  /// A ``PreviewProvider`` cannot be found this way; list providers with
  /// `PreviewCatalog(_:)` or ``init(fileID:_:)``. On Apple's platforms, where `#Preview` is
  /// Xcode's own macro, no registries are found and the list is empty.
  public static var all: PreviewCatalog {
    PreviewCatalog(providers: [], registries: discoveredRegistries())
  }

  /// Lists the `#Preview`s of one file, in the order of their lines, then the previews of
  /// providers.
  ///
  /// ```swift
  /// let catalog = PreviewCatalog(fileID: "App/CounterView.swift", CounterView_Previews.self)
  /// let host = try catalog.host(named: "CounterView.swift:30")
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file, as `#fileID` names it: the module, a `/`, and the file's name.
  ///   - providers: Preview providers whose previews follow the file's `#Preview`s.
  public init(fileID: String, _ providers: any PreviewProvider.Type...) {
    self.init(
      providers: providers,
      registries: Self.discoveredRegistries().filter { $0.fileID == fileID }
    )
  }

  /// Lists the previews of registries (the types `#Preview` declares), ordered by file ID,
  /// line and column, then the previews of providers.
  ///
  /// Each registry's `makePreview()` is called once here, for the preview's name and traits, and
  /// again for each host. A preview whose `makePreview()` throws is listed with a view that
  /// shows the error.
  ///
  /// - Parameters:
  ///   - providers: Preview providers, listed after the registries' previews.
  ///   - registries: Types that register `#Preview`s.
  public init(providers: [any PreviewProvider.Type], registries: [any PreviewRegistry.Type]) {
    let sorted = registries.sorted {
      ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column)
    }
    var indexInFile: [String: Int] = [:]
    let macroPreviews = sorted.map { registry in
      let index = indexInFile[registry.fileID, default: 0]
      indexInFile[registry.fileID] = index + 1
      return Self.item(of: registry, index: index)
    }
    self.init(previews: macroPreviews + PreviewCatalog(providers).previews)
  }

  private static func item(of registry: any PreviewRegistry.Type, index: Int) -> PreviewItem {
    let location = PreviewSourceLocation(
      fileID: registry.fileID,
      line: registry.line,
      column: registry.column
    )
    let fileName = location.fileName
    let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
    var traits = PreviewItem.Traits()
    do {
      let preview = try registry.makePreview()
      traits.displayName = preview.displayName
      for trait in preview.traits { traits.apply(trait.setting) }
    } catch {
      // Listed all the same: hosting it calls `makePreview()` again and shows the error.
    }
    return PreviewItem(provider: stem, index: index, location: location, traits: traits) {
      do {
        return try registry.makePreview().makeBody()
      } catch {
        return Text("makePreview() threw: \(error)")
      }
    }
  }
}
