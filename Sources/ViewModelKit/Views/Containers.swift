import Foundation

/// A picture.
///
/// Headless: nothing is loaded; it takes 20×20 points (a project decision).
///
/// ```swift
/// Image(systemName: "chevron.down")
/// ```
public struct Image: View, Equatable, Sendable {
  public typealias Body = Never

  /// The image's name.
  let name: String

  /// An image from the app's assets.
  ///
  /// - Parameter name: The name.
  public init(_ name: String) {
    self.name = name
  }

  /// A system symbol.
  ///
  /// - Parameter systemName: The symbol's name.
  public init(systemName: String) {
    name = systemName
  }
}

extension Image: PrimitiveView, SnapshotDescribable {
  var snapshotLine: String { "Image \"\(name)\"" }
}

/// A thin line between views.
///
/// ```swift
/// VStack { Text("A"); Divider(); Text("B") }
/// ```
public struct Divider: View, BuiltInView {
  /// Creates a divider.
  public init() {}

  public var body: some View {
    Rectangle().fill(Color.gray).frame(height: 1)
  }
}

/// A title with an icon.
///
/// ```swift
/// Label("Settings", systemImage: "gear")
/// ```
public struct Label<Title: View, Icon: View>: View, BuiltInView {
  let title: Title
  let icon: Icon

  /// Creates a label from views.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - icon: The icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    HStack {
      icon
      title
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label from a title and a system symbol.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol's name.
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
  }
}

/// A list of rows, headless: laid out as a leading-aligned `VStack` without spacing.
///
/// ```swift
/// List(items) { item in Text(item.title) }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View, BuiltInView {
  let content: Content

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) { content }
  }
}

extension List where SelectionValue == Never {
  /// Creates a list of views.
  ///
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Creates a list with a row per identifiable element.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - rowContent: Makes the row of an element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// Creates a list with a row per element, identified by a key path.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path to each element's identity.
  ///   - rowContent: Makes the row of an element.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }
}

/// The axes a scroll view scrolls along.
///
/// ```swift
/// ScrollView(.horizontal) { HStack { … } }
/// ```
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}

/// A scrollable container, headless: its content laid out in a stack along the scroll axis
/// (nothing scrolls; every row is on screen).
///
/// ```swift
/// ScrollView { VStack { ForEach(rows) { Text($0.title) } } }
/// ```
public struct ScrollView<Content: View>: View, BuiltInView {
  let axes: Axis.Set
  let content: Content

  /// Creates a scroll view.
  ///
  /// - Parameters:
  ///   - axes: The scroll axes.
  ///   - showsIndicators: Whether indicators show (recorded only).
  ///   - content: The content.
  public init(
    _ axes: Axis.Set = .vertical,
    showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  @ViewBuilder public var body: some View {
    if axes.contains(.horizontal) && !axes.contains(.vertical) {
      HStack { content }
    } else {
      VStack { content }
    }
  }
}

/// A navigation container, headless: shows its root view.
///
/// ```swift
/// NavigationStack { ContentView().navigationTitle("Home") }
/// ```
public struct NavigationStack<Root: View>: View, BuiltInView {
  let root: Root

  /// Creates a navigation stack.
  ///
  /// - Parameter root: The root view.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
  }

  public var body: some View { root }
}
