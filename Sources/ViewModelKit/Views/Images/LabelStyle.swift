/// How a ``Label`` arranges its title and icon.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.title; configuration.icon }
///   }
/// }
///
/// Label("Next", systemImage: "chevron.right").labelStyle(TrailingIconLabelStyle())
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view a label becomes.
  associatedtype Body: View

  /// The properties of a label.
  typealias Configuration = LabelStyleConfiguration

  /// The view for a label.
  ///
  /// - Parameter configuration: The label's title and icon.
  /// - Returns: The view.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

extension LabelStyle {
  func makeErasedBody(configuration: Configuration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// A label's title and icon, as a ``LabelStyle`` receives them.
public struct LabelStyleConfiguration {
  /// The label's title view.
  public struct Title: View, BuiltInView {
    let content: AnyView

    public var body: some View { content }
  }

  /// The label's icon view.
  public struct Icon: View, BuiltInView {
    let content: AnyView

    public var body: some View { content }
  }

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// The label style of a platform: title and icon here.
public struct DefaultLabelStyle: LabelStyle {
  /// Creates the style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

/// Shows the icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates the style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

/// Shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.title
  }
}

/// Shows only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.icon
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's style: icon and title.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// Icon and title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title only.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon only.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension EnvironmentValues {
  /// The style of labels in this subtree.
  var labelStyle: any LabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: any LabelStyle { DefaultLabelStyle() }
}

extension View {
  /// Sets the style of labels in this view.
  ///
  /// ```swift
  /// Label("Delete", systemImage: "trash").labelStyle(.iconOnly)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, style)
  }
}
