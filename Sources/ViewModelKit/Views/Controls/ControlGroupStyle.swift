/// How a ``ControlGroup`` presents its controls (recorded; headlessly a group is always a row).
///
/// Differs from SwiftUI: a style of the app's own (one with `makeBody(configuration:)`) cannot
/// be written here, as `ControlGroupStyleConfiguration` is absent.
public protocol ControlGroupStyle {}

/// The platform's choice: a row of the controls on iOS.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}
}

/// The look of controls in a navigation bar.
public struct NavigationControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}
}

/// A row of the controls as a palette, in a menu.
public struct PaletteControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}
}

/// A menu that shows the controls when opened.
public struct MenuControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}
}

/// A compact menu that shows the controls when opened.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The platform's choice.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// The look of controls in a navigation bar.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A palette in a menu.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A menu.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A compact menu.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension View {
  /// Sets the style of the control groups in this view (recorded by the style's name).
  ///
  /// ```swift
  /// ControlGroup { formatButtons }.controlGroupStyle(.navigation)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    self.style("controlGroupStyle", TypeNames.unqualified(S.self))
  }
}
