public import Foundation

/// The key of a localised string: what a string literal passed to `Text` becomes.
///
/// Headless there are no string tables: the key shows its own text, with each interpolation
/// formatted as SwiftUI formats it. A number without a specifier is formatted with its C format
/// (`%lld` for integers, `%lf` for `Double`, so `\(2.5)` shows `2.500000`, as in SwiftUI);
/// `specifier:` takes any C format; `format:` takes a `FormatStyle` and uses the style's own
/// locale; dates with a `Text.DateStyle` are formatted in `en_US_POSIX` and UTC (see
/// ``Text/DateStyle``). An interpolated `Text` keeps its attributes as a run of its own.
///
/// ```swift
/// Text("Total: \(amount, format: .currency(code: "USD"))")
/// Text("\(progress * 100, specifier: "%.1f")%")
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The text of the key, in runs (an interpolated `Text` adds runs of its own).
  let runs: [Text.Run]

  /// Creates a key from a string.
  ///
  /// - Parameter value: The key's text.
  public init(_ value: String) {
    runs = [Text.Run(string: value, attributes: .none)]
  }

  /// Creates a key from a string literal.
  ///
  /// - Parameter value: The literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a key from an interpolated string literal.
  ///
  /// - Parameter stringInterpolation: The interpolation.
  public init(stringInterpolation: StringInterpolation) {
    runs = stringInterpolation.finishedRuns
  }

  /// The pieces of an interpolated key, formatted as SwiftUI formats them.
  public struct StringInterpolation: StringInterpolationProtocol {
    var runs: [Text.Run] = []
    var current = ""

    /// Creates an empty interpolation.
    ///
    /// - Parameters:
    ///   - literalCapacity: The literal text's length.
    ///   - interpolationCount: The number of interpolations.
    public init(literalCapacity: Int, interpolationCount: Int) {
      current.reserveCapacity(literalCapacity)
    }

    var finishedRuns: [Text.Run] {
      guard !current.isEmpty || runs.isEmpty else { return runs }
      return runs + [Text.Run(string: current, attributes: .none)]
    }

    /// Appends literal text.
    ///
    /// - Parameter literal: The text.
    public mutating func appendLiteral(_ literal: String) {
      current += literal
    }

    /// Appends a string.
    ///
    /// - Parameter string: The string.
    public mutating func appendInterpolation(_ string: String) {
      current += string
    }

    /// Appends a number with its C format (`%lld`, `%lf`, …).
    ///
    /// - Parameter value: The number.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
      current += value._defaultFormatted
    }

    /// Appends a number formatted with a C format specifier.
    ///
    /// ```swift
    /// Text("\(temperature, specifier: "%.1f")°")
    /// ```
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - specifier: The format, such as `"%.2f"`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(
      _ value: T,
      specifier: String
    ) {
      current += String(format: specifier, value._arg)
    }

    /// Appends a value formatted with a format style.
    ///
    /// - Parameters:
    ///   - input: The value.
    ///   - format: The style; its own locale is used.
    public mutating func appendInterpolation<F: FormatStyle>(
      _ input: F.FormatInput,
      format: F
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
      current += format.format(input)
    }

    /// Appends an object described by a formatter.
    ///
    /// - Parameters:
    ///   - subject: The value.
    ///   - formatter: The formatter, or `nil` for the value's description.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject,
      formatter: Formatter? = nil
    ) {
      current += formatter?.string(for: subject) ?? String(describing: subject)
    }

    /// Appends an object described by a formatter.
    ///
    /// - Parameters:
    ///   - subject: The object.
    ///   - formatter: The formatter, or `nil` for the object's description.
    public mutating func appendInterpolation<Subject: NSObject>(
      _ subject: Subject,
      formatter: Formatter? = nil
    ) {
      current += formatter?.string(for: subject) ?? subject.description
    }

    /// Appends a date in a style, formatted in `en_US_POSIX` and UTC.
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - style: The style.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      current += style.format(date)
    }

    /// Appends a text, which keeps its own attributes.
    ///
    /// ```swift
    /// Text("Tap \(Text("Save").bold()) to finish")
    /// ```
    ///
    /// - Parameter text: The text.
    public mutating func appendInterpolation(_ text: Text) {
      if !current.isEmpty {
        runs.append(Text.Run(string: current, attributes: .none))
        current = ""
      }
      runs += text.runs
    }

    /// Appends an image, shown inline (one character of the text model wide).
    ///
    /// ```swift
    /// Text("Rated \(Image(systemName: "star.fill"))")
    /// ```
    ///
    /// - Parameter image: The image.
    public mutating func appendInterpolation(_ image: Image) {
      append(Text.Run(string: Text.imagePlaceholder, attributes: .none, image: image))
    }

    /// Ends the literal text so far as a run, then appends `run`.
    private mutating func append(_ run: Text.Run) {
      if !current.isEmpty {
        runs.append(Text.Run(string: current, attributes: .none))
        current = ""
      }
      runs.append(run)
    }

    /// Appends an attributed string's characters.
    ///
    /// - Parameter attributedString: The attributed string.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      current += String(attributedString.characters)
    }
  }
}

/// A value that a `LocalizedStringKey` interpolation formats with a C format specifier.
///
/// ```swift
/// Text("\(count)")  // "%lld"
/// ```
public protocol _FormatSpecifiable: Equatable {
  /// The value passed to the format.
  associatedtype _Arg: CVarArg
  /// The value passed to the format.
  var _arg: _Arg { get }
  /// The default format.
  var _specifier: String { get }
  /// The value in its default format (what `String(format: _specifier, _arg)` gives).
  var _defaultFormatted: String { get }
}

extension _FormatSpecifiable {
  /// The value in its default format.
  public var _defaultFormatted: String { String(format: _specifier, _arg) }
}

extension _FormatSpecifiable where Self: BinaryInteger {
  /// An integer in its default format (`%lld`, `%u` …): its decimal digits, without going
  /// through the C formatter (the same string, much faster).
  public var _defaultFormatted: String { String(self) }
}

extension Int: _FormatSpecifiable {
  public var _arg: Int64 { Int64(self) }
  public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
  public var _arg: Int32 { Int32(self) }
  public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
  public var _arg: Int32 { Int32(self) }
  public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
  public var _arg: Int32 { self }
  public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
  public var _arg: Int64 { self }
  public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
  public var _arg: UInt64 { UInt64(self) }
  public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
  public var _arg: UInt32 { UInt32(self) }
  public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
  public var _arg: UInt32 { UInt32(self) }
  public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
  public var _arg: UInt32 { self }
  public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
  public var _arg: UInt64 { self }
  public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
  public var _arg: Float { self }
  public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
  public var _arg: Double { self }
  public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
  public var _arg: CGFloat { self }
  public var _specifier: String { "%lf" }
}
