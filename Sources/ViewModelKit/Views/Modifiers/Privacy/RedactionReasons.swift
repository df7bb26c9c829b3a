/// Why a view's content is redacted: `redacted(reason:)` adds reasons to the environment's
/// `redactionReasons`.
///
/// ```swift
/// struct Headline: View {
///   @Environment(\.redactionReasons) private var reasons
///   var body: some View {
///     Text(reasons.contains(.placeholder) ? "Loading…" : story.title)
///   }
/// }
/// ```
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  /// Creates a set of reasons from its raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The content stands for data that is still to come.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// The content is private and hidden while the device is locked or captured.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// The content is out of date (a widget waiting for its next entry).
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension RedactionReasons: CustomStringConvertible {
  /// The reasons' names, as in `[placeholder, privacy]`.
  public var description: String {
    let names: [(RedactionReasons, String)] = [
      (.placeholder, "placeholder"), (.privacy, "privacy"), (.invalidated, "invalidated"),
    ]
    return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
  }
}

private struct RedactionReasonsKey: EnvironmentKey {
  static let defaultValue = RedactionReasons()
}

extension EnvironmentValues {
  /// Why the content of this view is redacted; empty when it is not.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}
