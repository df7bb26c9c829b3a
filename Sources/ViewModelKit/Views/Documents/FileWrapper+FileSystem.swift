#if !canImport(Darwin)
public import Foundation

extension FileWrapper {
  /// Reads the file, folder or symbolic link at `url`, with everything a folder holds.
  ///
  /// ```swift
  /// let wrapper = try FileWrapper(url: documentURL)
  /// wrapper.filename  // documentURL.lastPathComponent
  /// ```
  ///
  /// The wrapper's ``filename`` and ``preferredFilename`` are the URL's last path component; a
  /// folder's children are keyed, and named, by their filenames.
  ///
  /// - Parameters:
  ///   - url: The file's URL.
  ///   - options: How to read (every file is read at once whatever they say).
  /// - Throws: `CocoaError(.fileReadNoSuchFile)` when nothing is at `url`, or the error reading
  ///   failed with.
  public convenience init(url: URL, options: ReadingOptions = []) throws {
    self.init(regularFileWithContents: Data())
    try read(from: url, options: options)
  }

  /// Replaces what the wrapper holds with the file, folder or symbolic link at `url`.
  ///
  /// - Parameters:
  ///   - url: The file's URL.
  ///   - options: How to read.
  /// - Throws: `CocoaError(.fileReadNoSuchFile)` when nothing is at `url`, or the error reading
  ///   failed with.
  public func read(from url: URL, options: ReadingOptions = []) throws {
    node = try Self.node(at: url)
    filename = url.lastPathComponent
    preferredFilename = url.lastPathComponent
  }

  /// Writes the wrapper to `url`: a regular file's bytes, a folder with its children under their
  /// keys, or a symbolic link.
  ///
  /// ```swift
  /// try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
  /// ```
  ///
  /// Whatever is at `url` is replaced. With `.withNameUpdating` the wrapper's and its
  /// descendants' ``filename`` become the names written.
  ///
  /// - Parameters:
  ///   - url: Where to write.
  ///   - options: `.atomic` and `.withNameUpdating`.
  ///   - originalContentsURL: Where the wrapper was read from (unused: everything is written).
  /// - Throws: The error writing failed with.
  public func write(
    to url: URL,
    options: WritingOptions = [],
    originalContentsURL: URL?
  ) throws {
    let files = FileManager.default
    // A regular file replaces a regular file in place (atomically when asked); anything else
    // that is there goes first.
    if let existing = try? files.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType,
      existing != .typeRegular || !isRegularFile
    {
      try files.removeItem(at: url)
    }
    switch node {
    case .regularFile(let contents):
      try contents.write(to: url, options: options.contains(.atomic) ? .atomic : [])
    case .directory(let children):
      try files.createDirectory(at: url, withIntermediateDirectories: false)
      for (key, child) in children {
        try child.write(
          to: url.appendingPathComponent(key),
          options: options,
          originalContentsURL: nil
        )
      }
    case .symbolicLink(let destination):
      try files.createSymbolicLink(at: url, withDestinationURL: destination)
    }
    if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
  }

  /// Whether the wrapper holds what is at `url` now: the same bytes, the same children, or the
  /// same link.
  ///
  /// - Parameter url: The file's URL.
  /// - Returns: `true` when reading `url` gives the same contents.
  public func matchesContents(of url: URL) -> Bool {
    guard let other = try? FileWrapper(url: url) else { return false }
    return holdsSameContents(as: other)
  }

  private func holdsSameContents(as other: FileWrapper) -> Bool {
    switch (node, other.node) {
    case (.regularFile(let mine), .regularFile(let theirs)): return mine == theirs
    case (.symbolicLink(let mine), .symbolicLink(let theirs)): return mine.path == theirs.path
    case (.directory(let mine), .directory(let theirs)):
      return mine.count == theirs.count
        && mine.allSatisfy { key, child in
          theirs[key].map(child.holdsSameContents(as:)) ?? false
        }
    default: return false
    }
  }

  /// What is at `url`, read whole.
  private static func node(at url: URL) throws -> Node {
    let files = FileManager.default
    if let destination = try? files.destinationOfSymbolicLink(atPath: url.path) {
      return .symbolicLink(URL(fileURLWithPath: destination))
    }
    var isDirectory: ObjCBool = false
    guard files.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: url])
    }
    guard isDirectory.boolValue else { return .regularFile(try Data(contentsOf: url)) }
    var children: [String: FileWrapper] = [:]
    for name in try files.contentsOfDirectory(atPath: url.path) {
      children[name] = try FileWrapper(url: url.appendingPathComponent(name))
    }
    return .directory(children)
  }
}
#endif
