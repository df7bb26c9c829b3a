/// Moves a preview closure's `@Previewable` properties into a view of their own, as Xcode's
/// `#Preview` does, so that `@State` and its kin live in a view's storage.
///
/// ```swift
/// {
///   @Previewable @State var isOn = true
///   Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// becomes the closure `{ __PreviewableContent() }` and the view it makes,
///
/// ```swift
/// struct __PreviewableContent: ViewModelKit.View {
///   @State var isOn = true
///   var body: some ViewModelKit.View {
///     Toggle("Wi-Fi", isOn: $isOn)
///   }
/// }
/// ```
///
/// which the expansion declares in `makePreview()`, before the closure (a result builder's
/// closure cannot hold a type declaration). The properties are the statements at the closure's
/// top level whose attributes include `@Previewable`; every other statement stays, in order, in
/// the view's `body`. A closure without them is passed on unchanged.
public enum PreviewableTransform {
  /// The name of the view the properties move into.
  public static let contentName = "__PreviewableContent"

  /// The closure whose `{` is at `open`, its `@Previewable` properties moved into a view.
  ///
  /// - Parameters:
  ///   - source: The text the closure is in.
  ///   - open: The index of the closure's `{` token.
  /// - Returns: The closure's new text (its own text when it has no `@Previewable` property),
  ///   and the declaration of the view it makes, if any.
  /// - Throws: A ``MacroExpansionError`` when the closure is not closed, a `@Previewable`
  ///   statement is not a `var`, or a `@Previewable` property is nested in a statement.
  public static func closure(
    _ source: SourceText,
    open: Int
  ) throws(MacroExpansionError)
    -> (closure: String, content: String?)
  {
    guard let close = source.closing(open) else { throw .unbalanced(source, from: open) }
    var properties: [String] = []
    var moved = Set<Int>()
    for statement in Statements.split(source, from: open + 1, to: close) {
      guard let attribute = previewableAttribute(source, in: statement) else { continue }
      guard isVariable(source, statement) else {
        throw MacroExpansionError(
          "'@Previewable' applies to a property declared with 'var', such as "
            + "'@Previewable @State var isOn = false'",
          at: source.tokens[attribute.lowerBound].range
        )
      }
      let afterAttribute = source.nextSignificant(from: attribute.upperBound + 1) ?? close
      properties.append(
        source.text(from: statement.lowerBound, through: attribute.lowerBound - 1)
          + source.text(from: afterAttribute, through: statement.upperBound)
      )
      moved.formUnion(statement)
    }
    let nested = (open + 1..<close)
      .first {
        !moved.contains($0) && source.token($0, is: "@")
          && source.token(source.nextSignificant(from: $0 + 1), is: "Previewable")
      }
    if let nested {
      throw MacroExpansionError(
        "'@Previewable' properties go at the top level of the '#Preview' closure",
        at: source.tokens[nested].range
      )
    }
    guard !properties.isEmpty else { return (source.text(from: open, through: close), nil) }
    let rest = (open + 1..<close).filter { !moved.contains($0) }.map { source.text(of: $0) }
      .joined()
    let lines = rest.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0.allSatisfy(\.isWhitespace) }
    let body = lines.isEmpty ? "ViewModelKit.EmptyView()" : lines.joined(separator: "\n")
    let content = """
      struct \(contentName): ViewModelKit.View {
      \(properties.joined(separator: "\n"))
      var body: some ViewModelKit.View {
      \(body.trimmingTrailingWhitespace())
      }
      }
      """
    return ("{ \(contentName)() }", content)
  }

  /// The `@` and name tokens of the statement's `@Previewable` attribute, if it has one among
  /// the attributes it starts with.
  private static func previewableAttribute(
    _ source: SourceText,
    in statement: ClosedRange<Int>
  )
    -> ClosedRange<Int>?
  {
    var index = statement.lowerBound
    while source.token(index, is: "@"), let name = source.nextSignificant(from: index + 1) {
      if source.token(name, is: "Previewable") { return index...name }
      var next = source.nextSignificant(from: name + 1)
      if let open = next, source.token(open, is: "("), let close = source.closing(open) {
        next = source.nextSignificant(from: close + 1)
      }
      guard let next, next <= statement.upperBound else { return nil }
      index = next
    }
    return nil
  }

  /// Whether the statement's first `var` or `let` is a `var`.
  private static func isVariable(_ source: SourceText, _ statement: ClosedRange<Int>) -> Bool {
    let keyword = statement.first { source.token($0, is: "var") || source.token($0, is: "let") }
    return keyword.map { source.token($0, is: "var") } ?? false
  }
}

extension String {
  /// The string without the spaces, tabs and line breaks at its end.
  func trimmingTrailingWhitespace() -> String {
    var scalars = Substring(self)
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}
