/// A type that `#Preview` declares to register one preview: where the macro is, and how to make
/// the preview.
///
/// The same requirements as Apple's DeveloperToolsSupport `PreviewRegistry`. You don't write
/// these types; `#Preview` declares one per use, with a name only the compiler can give, and
/// ``PreviewCatalog`` finds them (``PreviewCatalog/all``, ``PreviewCatalog/init(fileID:_:)``).
///
/// ```swift
/// // In App/CounterView.swift, line 30:
/// #Preview { CounterView() }
/// // declares a type whose fileID is "App/CounterView.swift", line 30, column 1.
/// ```
public protocol PreviewRegistry {
  /// The module and file of the `#Preview`, as `#fileID` gives them: `"App/CounterView.swift"`.
  static var fileID: String { get }
  /// The line of the `#Preview`'s `#`, from 1.
  static var line: Int { get }
  /// The column of the `#Preview`'s `#`, from 1.
  static var column: Int { get }

  /// Makes the preview.
  ///
  /// - Returns: The preview: its name, traits and view.
  /// - Throws: Whatever making the preview throws (`#Preview`'s never throws).
  @MainActor static func makePreview() throws -> Preview
}
