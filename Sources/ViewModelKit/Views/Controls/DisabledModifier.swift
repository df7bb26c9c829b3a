/// Disables the controls of the content: `disabled(_:)`.
public struct _DisabledModifier: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let isDisabled: Bool

  var environmentSignature: Any? { isDisabled }

  func transform(environment: inout EnvironmentValues) {
    if isDisabled { environment.isEnabled = false }
  }
}

extension View {
  /// Disables (or re-enables) interaction with the controls of this view.
  ///
  /// A disabled control cannot be tapped, toggled or typed into through a ``ViewHost``. As in
  /// SwiftUI, `disabled(false)` does not re-enable what an ancestor disabled.
  ///
  /// ```swift
  /// TextField("Name", text: $name).disabled(!isEditing)
  /// ```
  ///
  /// - Parameter disabled: Whether to disable.
  /// - Returns: The view.
  public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _DisabledModifier> {
    modifier(_DisabledModifier(isDisabled: disabled))
  }
}
