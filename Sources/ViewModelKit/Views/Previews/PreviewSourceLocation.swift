/// Where a `#Preview` is in its app's sources.
///
/// ```swift
/// let location = PreviewCatalog.all.previews[0].location!
/// location.fileID    // "App/CounterView.swift"
/// location.fileName  // "CounterView.swift"
/// location.line      // 30
/// ```
public struct PreviewSourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The module and file, as `#fileID` gives them.
  public let fileID: String
  /// The line of the macro's `#`, from 1.
  public let line: Int
  /// The column of the macro's `#`, from 1.
  public let column: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - fileID: The module and file, as `#fileID` gives them.
  ///   - line: The line, from 1.
  ///   - column: The column, from 1.
  public init(fileID: String, line: Int, column: Int) {
    self.fileID = fileID
    self.line = line
    self.column = column
  }

  /// The file's name: what follows the last `/` of ``fileID``.
  public var fileName: String {
    fileID.split(separator: "/").last.map(String.init) ?? fileID
  }

  /// `fileID:line:column`.
  public var description: String { "\(fileID):\(line):\(column)" }
}
