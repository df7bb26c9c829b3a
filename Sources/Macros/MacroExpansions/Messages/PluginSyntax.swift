/// A piece of the compiler's source that a message carries: its kind, its text and where it
/// starts.
///
/// The JSON the compiler sends for it:
///
/// ```json
/// {"kind": "declaration", "source": "#Preview { Text(\"a\") }",
///  "location": {"fileID": "App/Card.swift", "fileName": "/src/App/Card.swift",
///               "offset": 120, "line": 9, "column": 1}}
/// ```
public struct PluginSyntax: Codable, Equatable, Sendable {
  /// What kind of syntax the text is: `declaration`, `statement`, `expression`, `type`,
  /// `pattern` or `attribute`.
  public var kind: String
  /// The text.
  public var source: String
  /// Where the text starts.
  public var location: PluginSourceLocation

  /// Creates a piece of syntax.
  ///
  /// - Parameters:
  ///   - kind: The kind of syntax.
  ///   - source: The text.
  ///   - location: Where it starts.
  public init(kind: String, source: String, location: PluginSourceLocation) {
    self.kind = kind
    self.source = source
    self.location = location
  }
}

/// Where a piece of syntax starts in its file.
public struct PluginSourceLocation: Codable, Equatable, Sendable {
  /// The module and file name, as `#fileID` gives them: `"App/Card.swift"`.
  public var fileID: String
  /// The file's full path, as `#filePath` gives it.
  public var fileName: String
  /// The UTF-8 offset in the file.
  public var offset: Int
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - fileID: The module and file name.
  ///   - fileName: The file's full path.
  ///   - offset: The UTF-8 offset in the file.
  ///   - line: The line, from 1.
  ///   - column: The column, from 1.
  public init(fileID: String, fileName: String, offset: Int, line: Int, column: Int) {
    self.fileID = fileID
    self.fileName = fileName
    self.offset = offset
    self.line = line
    self.column = column
  }
}

extension PluginSourceLocation {
  /// The location after some text that starts here: lines counted at each line break, columns
  /// in UTF-8 bytes.
  ///
  /// - Parameter text: The UTF-8 bytes of the text.
  /// - Returns: The location where the text ends.
  public func advanced(over text: some Collection<UInt8>) -> PluginSourceLocation {
    var moved = self
    moved.offset += text.count
    for byte in text {
      if byte == UInt8(ascii: "\n") {
        moved.line += 1
        moved.column = 1
      } else {
        moved.column += 1
      }
    }
    return moved
  }
}

/// The macro a message asks to expand: the module and type named by its `#externalMacro`, and
/// the name it was used by.
public struct PluginMacroReference: Codable, Equatable, Sendable {
  /// The module of the macro's implementation: `"ViewModelKitMacros"`.
  public var moduleName: String
  /// The implementation's type name: `"PreviewMacro"`.
  public var typeName: String
  /// The name of the `macro` declaration used: `"Preview"`.
  public var name: String

  /// Creates a reference.
  ///
  /// - Parameters:
  ///   - moduleName: The implementation's module.
  ///   - typeName: The implementation's type name.
  ///   - name: The macro declaration's name.
  public init(moduleName: String, typeName: String, name: String) {
    self.moduleName = moduleName
    self.typeName = typeName
    self.name = name
  }
}
