/// Writes one environment value for the content: `environment(_:_:)`.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  var environmentSignature: Any? { (keyPath, value) }

  func transform(environment: inout EnvironmentValues) {
    environment[keyPath: keyPath] = value
  }
}

/// Provides an observable object to the content's `@EnvironmentObject` properties.
public struct _EnvironmentObjectModifier<Object: ObservableObject>: ViewModifier, PrimitiveModifier
{
  public typealias Body = Never
  let object: Object

  var environmentSignature: Any? { ObjectIdentifier(object) }

  func transform(environment: inout EnvironmentValues) {
    environment.setObject(object)
  }
}

/// The content's foreground style: `foregroundStyle(_:)`.
public struct _ForegroundStyleModifier<Style: ShapeStyle>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let style: Style
}

extension View {
  /// Sets an environment value for this view and its descendants.
  ///
  /// ```swift
  /// ContentView().environment(\.colorScheme, .dark)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The value's key path.
  ///   - value: The value.
  /// - Returns: The view.
  public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>,
    _ value: V
  )
    -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>>
  {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// Provides an observable object to this view's descendants' `@EnvironmentObject` properties.
  ///
  /// ```swift
  /// ContentView().environmentObject(session)
  /// ```
  ///
  /// - Parameter object: The object.
  /// - Returns: The view.
  public func environmentObject<T: ObservableObject>(
    _ object: T
  )
    -> ModifiedContent<Self, _EnvironmentObjectModifier<T>>
  {
    modifier(_EnvironmentObjectModifier(object: object))
  }

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

  /// Limits the number of lines text in this view takes.
  ///
  /// ```swift
  /// Text(content.title).lineLimit(isExpanded ? nil : 1)
  /// ```
  ///
  /// - Parameter number: The most lines, or `nil` for no limit.
  /// - Returns: The view.
  public func lineLimit(
    _ number: Int?
  ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Int?>> {
    environment(\.lineLimit, number)
  }

  /// Sets the style that shapes and text in this view are drawn with.
  ///
  /// ```swift
  /// Text("Warning").foregroundStyle(Color.red)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func foregroundStyle<S: ShapeStyle>(
    _ style: S
  ) -> ModifiedContent<Self, _ForegroundStyleModifier<S>> {
    modifier(_ForegroundStyleModifier(style: style))
  }
}

/// Disables the controls of the content: `disabled(_:)`.
public struct _DisabledModifier: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let isDisabled: Bool

  var environmentSignature: Any? { isDisabled }

  func transform(environment: inout EnvironmentValues) {
    if isDisabled { environment.isEnabled = false }
  }
}
