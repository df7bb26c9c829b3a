/// Adds reasons to the content's `redactionReasons`, or clears them: `redacted(reason:)` and
/// `unredacted()`.
public struct _RedactionModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable, Sendable {
  public typealias Body = Never
  /// The reasons added; `nil` clears them.
  let reasons: RedactionReasons?

  var environmentSignature: Any? { reasons.map(\.rawValue) ?? -1 }

  func transform(environment: inout EnvironmentValues) {
    if let reasons {
      environment.redactionReasons.formUnion(reasons)
    } else {
      environment.redactionReasons = []
    }
  }

  var snapshotLine: String {
    reasons.map { ".redacted(\($0))" } ?? ".unredacted"
  }
}

extension View {
  /// Redacts this view's content for `reason`, as a placeholder while data loads.
  ///
  /// ```swift
  /// StoryRow(story: .sample)
  ///   .redacted(reason: isLoading ? .placeholder : [])
  /// ```
  ///
  /// The reasons reach the content's `@Environment(\.redactionReasons)`, and tree descriptions
  /// show `.redacted([placeholder])`. Differs from SwiftUI: headless pictures draw the content as
  /// it is, not as grey placeholder shapes, and texts read from the host are the real ones.
  ///
  /// - Parameter reason: The reasons; an empty set redacts nothing.
  /// - Returns: The view.
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(_RedactionModifier(reasons: reason))
  }

  /// Shows this view's content unredacted, whatever its ancestors redact.
  ///
  /// ```swift
  /// Text("Today").unredacted()
  /// ```
  ///
  /// - Returns: The view.
  public func unredacted() -> some View {
    modifier(_RedactionModifier(reasons: nil))
  }

  /// Marks this view as showing private data, which a device hides when the reasons include
  /// `.privacy` (a locked screen, a widget).
  ///
  /// ```swift
  /// Text(account.balance, format: .currency(code: "EUR")).privacySensitive()
  /// ```
  ///
  /// Recorded: tree descriptions show `.privacySensitive(true)`.
  ///
  /// - Parameter sensitive: Whether the content is private.
  /// - Returns: The view.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    style("privacySensitive", sensitive)
  }
}
