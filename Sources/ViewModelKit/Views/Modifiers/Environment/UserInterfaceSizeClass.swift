/// How much room a dimension has: `@Environment(\.horizontalSizeClass)` and
/// `@Environment(\.verticalSizeClass)`.
///
/// The host's screen is a portrait iPhone, so the horizontal class is ``compact`` and the vertical
/// one ``regular`` unless a view writes another with `environment(_:_:)`.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var sizeClass
///
/// var body: some View {
///   if sizeClass == .regular { SideBySide() } else { Stacked() }
/// }
/// ```
///
/// Differs from SwiftUI: rotating the device or resizing a window does not change the classes.
public enum UserInterfaceSizeClass: CaseIterable, Hashable, Sendable {
  /// Little room, as across an iPhone in portrait.
  case compact
  /// Ample room, as across an iPad or down an iPhone in portrait.
  case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}

extension EnvironmentValues {
  /// The horizontal size class of the view's space (``UserInterfaceSizeClass/compact`` unless
  /// written).
  ///
  /// ```swift
  /// ContentView().environment(\.horizontalSizeClass, .regular)
  /// ```
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class of the view's space (``UserInterfaceSizeClass/regular`` unless
  /// written).
  ///
  /// ```swift
  /// @Environment(\.verticalSizeClass) private var verticalSizeClass
  /// ```
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}
