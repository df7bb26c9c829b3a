public import Foundation

/// The previews of one or more ``PreviewProvider``s and `#Preview`s, each ready to host: what
/// Xcode's canvas would show, tile by tile, as something a test or a CI job can run and draw.
///
/// `#Preview`s are found at run time: ``all`` lists every one of the program, ``init(fileID:_:)``
/// those of one file (see `PreviewCatalog+Macros.swift`).
///
/// Each top-level view of `previews` is one preview: the views a `@ViewBuilder` lists, the
/// children of a `Group`, the elements of a `ForEach` (nested as deep as they come). Modifiers
/// around a group apply to each of its previews; preview traits (`previewDisplayName`,
/// `previewLayout`, `previewDevice`, `previewInterfaceOrientation`) are read from each preview, a
/// trait nearer the view overriding one further out.
///
/// ```swift
/// let catalog = PreviewCatalog(CounterView_Previews.self)
/// catalog.previews.map(\.name)   // ["CounterView_Previews 0", "Dark"]
/// let host = try catalog.host(named: "Dark")
/// try host.tap("Increment")
/// let files = try catalog.writePictures(to: URL(fileURLWithPath: "previews"))
/// ```
@MainActor
public struct PreviewCatalog {
  /// The previews, in the order of the providers and of their `previews`.
  public let previews: [PreviewItem]

  /// Lists the previews of providers.
  ///
  /// - Parameter providers: The preview providers.
  public init(_ providers: any PreviewProvider.Type...) {
    self.init(providers)
  }

  /// Lists the previews of providers.
  ///
  /// - Parameter providers: The preview providers.
  public init(_ providers: [any PreviewProvider.Type]) {
    previews = providers.flatMap { Self.items(of: $0) }
  }

  /// Lists previews already made.
  init(previews: [PreviewItem]) {
    self.previews = previews
  }

  /// Hosts the preview at a position.
  ///
  /// - Parameters:
  ///   - index: The preview's position in ``previews``.
  ///   - framesPerSecond: The frame rate of the host's virtual clock.
  /// - Returns: The host, on a screen of the preview's size.
  /// - Throws: ``PreviewError/indexOutOfRange(_:count:)`` when there is no preview at `index`.
  public func host(at index: Int, framesPerSecond: Int = 60) throws -> ViewHost<AnyView> {
    guard previews.indices.contains(index) else {
      throw PreviewError.indexOutOfRange(index, count: previews.count)
    }
    return previews[index].host(framesPerSecond: framesPerSecond)
  }

  /// Hosts the preview with a name.
  ///
  /// - Parameters:
  ///   - name: The preview's ``PreviewItem/name``.
  ///   - framesPerSecond: The frame rate of the host's virtual clock.
  /// - Returns: The host, on a screen of the preview's size.
  /// - Throws: ``PreviewError/unknownName(_:candidates:)`` when no preview has that name,
  ///   listing the names there are.
  public func host(named name: String, framesPerSecond: Int = 60) throws -> ViewHost<AnyView> {
    guard let item = previews.first(where: { $0.name == name }) else {
      throw PreviewError.unknownName(name, candidates: previews.map(\.name))
    }
    return item.host(framesPerSecond: framesPerSecond)
  }

  /// Hosts every preview and writes its picture as an SVG file into `directory` (created if
  /// needed), named after the preview: `<provider>-<index>.svg`, or
  /// `<provider>-<index>-<display name>.svg` with the name's characters other than letters,
  /// digits, `-` and `_` replaced by `_`.
  ///
  /// - Parameter directory: Where to write.
  /// - Returns: The files written, in the order of ``previews``.
  /// - Throws: What creating the directory or writing a file throws.
  @discardableResult
  public func writePictures(to directory: URL) throws -> [URL] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try previews.map { item in
      let url = directory.appendingPathComponent(item.fileName)
      try item.host().svg().write(to: url, atomically: true, encoding: .utf8)
      return url
    }
  }

  private static func items<P: PreviewProvider>(of provider: P.Type) -> [PreviewItem] {
    let providerName = TypeNames.unqualified(provider)
    return evaluate(provider).enumerated()
      .map { index, preview in
        PreviewItem(provider: providerName, index: index, traits: preview.traits) {
          evaluate(provider)[index].view
        }
      }
  }

  private static func evaluate<P: PreviewProvider>(
    _ provider: P.Type
  ) -> [(view: any View, traits: PreviewItem.Traits)] {
    var found: [(view: any View, traits: PreviewItem.Traits)] = []
    collect(provider.previews, traits: PreviewItem.Traits(), into: &found)
    return found
  }

  /// Peels the modifiers around `view`, reading preview traits; expands transparent containers
  /// into their previews, each wrapped again in the modifiers that were around the container.
  private static func collect(
    _ view: any View,
    traits inherited: PreviewItem.Traits,
    into found: inout [(view: any View, traits: PreviewItem.Traits)]
  ) {
    var traits = inherited
    var wrappers: [any ModifiedViewParts] = []
    var inner = view
    while let modified = inner as? any ModifiedViewParts {
      if let trait = modified.previewTrait {
        traits.apply(trait)
      } else {
        wrappers.append(modified)
      }
      inner = modified.modifiedContent
    }
    let rewrap = { (content: any View) -> any View in
      wrappers.reversed().reduce(content) { $1.wrapping($0) }
    }
    guard let container = inner as? any PreviewListContainer else {
      found.append((rewrap(inner), traits))
      return
    }
    for child in container.previewChildren {
      var expanded: [(view: any View, traits: PreviewItem.Traits)] = []
      collect(child, traits: traits, into: &expanded)
      found += expanded.map { (rewrap($0.view), $0.traits) }
    }
  }
}

/// Why a preview could not be hosted.
///
/// ```swift
/// do { _ = try catalog.host(named: "Drak") } catch { print(error) }
/// // No preview is named "Drak". Previews: "CounterView_Previews 0", "Dark".
/// ```
public enum PreviewError: Error, Equatable, CustomStringConvertible {
  /// No preview has the name; the names there are are listed.
  case unknownName(String, candidates: [String])
  /// The index is outside the previews.
  case indexOutOfRange(Int, count: Int)

  public var description: String {
    switch self {
    case .unknownName(let name, let candidates):
      let list =
        candidates.isEmpty ? "none" : candidates.map { "\"\($0)\"" }.joined(separator: ", ")
      return "No preview is named \"\(name)\". Previews: \(list)."
    case .indexOutOfRange(let index, let count):
      return "No preview at index \(index): there are \(count)."
    }
  }
}
