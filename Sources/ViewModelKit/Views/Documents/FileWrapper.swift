#if !canImport(Darwin)
public import Foundation

/// A file, a folder of files or a symbolic link held in memory, as Foundation's `FileWrapper` on
/// Apple's platforms (Linux Foundation has none): what a ``FileDocument`` reads and writes.
///
/// ```swift
/// let package = FileWrapper(directoryWithFileWrappers: [:])
/// package.addRegularFile(withContents: Data("# Notes".utf8), preferredFilename: "notes.md")
/// try package.write(to: folderURL, options: .atomic, originalContentsURL: nil)
///
/// let read = try FileWrapper(url: folderURL)
/// read.fileWrappers?["notes.md"]?.regularFileContents  // the bytes of "# Notes"
/// ```
///
/// Declared by ViewModelKit on Linux only, so that `import SwiftUI` (and `import ViewModelKit`)
/// show it where Apple's Foundation does; on Apple's platforms Foundation's own is used.
///
/// Differs from Foundation's: file attributes, serialized representations and file-system
/// coordination are absent; a child's dictionary key, when its preferred name is taken, is the name
/// with a `2__`, `3__` … prefix; changing a child's ``preferredFilename`` does not re-key it in its
/// parent.
open class FileWrapper {
  /// What the wrapper holds.
  enum Node {
    case regularFile(Data)
    case directory([String: FileWrapper])
    case symbolicLink(URL)
  }

  var node: Node

  /// The name the wrapper would like as a child of a folder and when written; the dictionary key
  /// it gets in a folder is this name unless the folder already has a child of that name.
  open var preferredFilename: String?

  /// The name of the file the wrapper was read from or last written to (with `.withNameUpdating`),
  /// or `nil` when it has none.
  open var filename: String?

  /// Creates a wrapper of a regular file with `contents`.
  ///
  /// - Parameter contents: The file's bytes.
  public init(regularFileWithContents contents: Data) {
    node = .regularFile(contents)
  }

  /// Creates a wrapper of a folder holding `childrenByPreferredName`, keyed by their names; a
  /// child without a preferred name takes its key as one.
  ///
  /// - Parameter childrenByPreferredName: The folder's children, by filename.
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
      child.preferredFilename = name
    }
    node = .directory(childrenByPreferredName)
  }

  /// Creates a wrapper of a symbolic link to `url`.
  ///
  /// - Parameter url: The link's destination.
  public init(symbolicLinkWithDestinationURL url: URL) {
    node = .symbolicLink(url)
  }

  /// Whether the wrapper is a regular file.
  open var isRegularFile: Bool {
    if case .regularFile = node { return true }
    return false
  }

  /// Whether the wrapper is a folder.
  open var isDirectory: Bool {
    if case .directory = node { return true }
    return false
  }

  /// Whether the wrapper is a symbolic link.
  open var isSymbolicLink: Bool {
    if case .symbolicLink = node { return true }
    return false
  }

  /// A regular file's bytes; `nil` for a folder or a link.
  open var regularFileContents: Data? {
    if case .regularFile(let contents) = node { return contents }
    return nil
  }

  /// A folder's children by their keys; `nil` for a regular file or a link.
  open var fileWrappers: [String: FileWrapper]? {
    if case .directory(let children) = node { return children }
    return nil
  }

  /// A symbolic link's destination; `nil` for a regular file or a folder.
  open var symbolicLinkDestinationURL: URL? {
    if case .symbolicLink(let url) = node { return url }
    return nil
  }

  /// Adds `child` to this folder under its preferred filename, made unique with a prefix when the
  /// folder already has a child of that name.
  ///
  /// A wrapper that is not a folder, or a child without a preferred filename, is a programming
  /// error, as Foundation's exception.
  ///
  /// - Parameter child: The wrapper to add.
  /// - Returns: The key the child is stored under in ``fileWrappers``.
  @discardableResult
  open func addFileWrapper(_ child: FileWrapper) -> String {
    guard case .directory(var children) = node else {
      preconditionFailure("addFileWrapper(_:) needs a directory FileWrapper")
    }
    guard let name = child.preferredFilename else {
      preconditionFailure("addFileWrapper(_:) needs a child with a preferredFilename")
    }
    var key = name
    var number = 2
    while children[key] != nil {
      key = "\(number)__\(name)"
      number += 1
    }
    children[key] = child
    node = .directory(children)
    return key
  }

  /// Adds a regular file with `data` to this folder, named `fileName` (made unique as
  /// ``addFileWrapper(_:)`` does).
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - fileName: The file's preferred name.
  /// - Returns: The key the file is stored under in ``fileWrappers``.
  @discardableResult
  open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
    let file = FileWrapper(regularFileWithContents: data)
    file.preferredFilename = fileName
    return addFileWrapper(file)
  }

  /// Removes `child` from this folder.
  ///
  /// - Parameter child: The wrapper to remove (compared by identity).
  open func removeFileWrapper(_ child: FileWrapper) {
    guard case .directory(var children) = node, let key = keyForChildFileWrapper(child) else {
      return
    }
    children[key] = nil
    node = .directory(children)
  }

  /// The key `child` is stored under in this folder, or `nil` when it is not a child.
  ///
  /// - Parameter child: The wrapper (compared by identity).
  /// - Returns: Its key in ``fileWrappers``.
  open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
    fileWrappers?.first { $0.value === child }?.key
  }
}
#endif
