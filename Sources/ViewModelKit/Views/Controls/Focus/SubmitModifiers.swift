/// The kinds of submission an `onSubmit(of:_:)` action runs for.
///
/// ```swift
/// .onSubmit(of: .search) { runSearch() }
/// ```
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int

  /// Creates triggers.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// A text field or secure field was submitted.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field was submitted.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the return key: `submitLabel(_:)`.
///
/// ```swift
/// TextField("Username", text: $name).submitLabel(.next)
/// ```
public struct SubmitLabel: Equatable, Sendable, CustomStringConvertible {
  public let description: String

  /// "Done".
  public static let done = SubmitLabel(description: "done")
  /// "Go".
  public static let go = SubmitLabel(description: "go")
  /// "Send".
  public static let send = SubmitLabel(description: "send")
  /// "Join".
  public static let join = SubmitLabel(description: "join")
  /// "Route".
  public static let route = SubmitLabel(description: "route")
  /// "Search".
  public static let search = SubmitLabel(description: "search")
  /// "Return".
  public static let `return` = SubmitLabel(description: "return")
  /// "Next".
  public static let next = SubmitLabel(description: "next")
  /// "Continue".
  public static let `continue` = SubmitLabel(description: "continue")
}

/// Runs an action when a field inside is submitted: `onSubmit(of:_:)`.
public struct _SubmitModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let triggers: SubmitTriggers
  let action: () -> Void
}

extension View {
  /// Runs an action when a field in this view is submitted (`host.submit(_:)`).
  ///
  /// When several `onSubmit` modifiers enclose the field, all of them run, the innermost first.
  ///
  /// ```swift
  /// TextField("Username", text: $username)
  ///   .onSubmit { focus = .password }
  /// ```
  ///
  /// - Parameters:
  ///   - triggers: The kinds of submission to run for.
  ///   - action: The action.
  /// - Returns: The view.
  public func onSubmit(
    of triggers: SubmitTriggers = .text,
    _ action: @escaping () -> Void
  ) -> ModifiedContent<Self, _SubmitModifier> {
    modifier(_SubmitModifier(triggers: triggers, action: action))
  }

  /// Sets the label of the return key for the fields in this view (recorded).
  ///
  /// - Parameter submitLabel: The label.
  /// - Returns: The view.
  public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _StyleModifier> {
    style("submitLabel", submitLabel)
  }
}
