/// How a ``Menu`` presents itself (recorded; headlessly a menu opens the same way in every
/// style).
///
/// Differs from SwiftUI: a style of the app's own (one with `makeBody(configuration:)` calling
/// `Menu(configuration)`) cannot be written here, as `MenuStyleConfiguration` is absent.
public protocol MenuStyle {}

/// The platform's choice of menu look.
public struct DefaultMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}
}

/// A menu drawn as a button in the button style of its environment.
public struct ButtonMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}
}

/// A menu drawn as a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's choice.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A button in the environment's button style.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A borderless button.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
  /// Sets the style of the menus in this view (recorded by the style's name).
  ///
  /// ```swift
  /// Menu("Sort") { sortButtons }.menuStyle(.button)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    self.style("menuStyle", TypeNames.unqualified(S.self))
  }
}
