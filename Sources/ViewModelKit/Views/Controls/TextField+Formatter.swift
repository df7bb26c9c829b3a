public import Foundation

extension TextField where Label == Text {
  /// Creates a text field that edits a value through a `Formatter`: the field shows
  /// `formatter.string(for:)` of the value; typed text that the formatter parses sets the value,
  /// other text leaves it unchanged.
  ///
  /// swift-corelibs-foundation cannot parse with an arbitrary `Formatter` (its
  /// `getObjectValue(_:for:errorDescription:)` is not public), so text is parsed by a
  /// `NumberFormatter` (`number(from:)`) or a `DateFormatter` (`date(from:)`), or taken as it is
  /// when the value is a `String`; with another formatter typed text changes nothing.
  ///
  /// ```swift
  /// TextField("Quantity", value: $quantity, formatter: NumberFormatter())
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value.
  ///   - formatter: Formats the value and parses typed text.
  ///   - prompt: The text shown while the field is empty (recorded).
  public init<S: StringProtocol, V>(
    _ title: S,
    value: Binding<V>,
    formatter: Formatter,
    prompt: Text? = nil
  ) {
    let box = UncheckedSendable(value: formatter)
    let text = Binding<String>(
      get: { box.value.string(for: value.wrappedValue) ?? "" },
      set: { newText in
        if let parsed: V = Self.parse(newText, with: box.value) { value.wrappedValue = parsed }
      }
    )
    self.init(text: text, label: Text(title), prompt: prompt)
  }

  private static func parse<V>(_ text: String, with formatter: Formatter) -> V? {
    if let numbers = formatter as? NumberFormatter {
      return numbers.number(from: text).flatMap { $0 as? V }
    }
    if let dates = formatter as? DateFormatter {
      return dates.date(from: text) as? V
    }
    return text as? V
  }
}
