/// Shows toolbar items in the bars of the enclosing navigation screen: the leading, principal
/// and trailing items in the navigation bar's row of 44 points (above a large title), and, when
/// there are bottom-bar items, a bottom toolbar of 44 points.
///
/// The bars take room from the screen, not from the modified view: the stack lays the screen's
/// content out below the navigation bar and above the bottom toolbar (see ``NavigationStack``),
/// and a hidden navigation bar (`toolbar(.hidden, for: .navigationBar)`) hides its items.
/// Outside a navigation stack the rows go at the top and bottom of the screen. Keyboard items
/// are not shown (there is no keyboard).
public struct _ToolbarModifier: ViewModifier, PrimitiveModifier, LayoutModifier,
  SnapshotDescribable
{
  public typealias Body = Never
  let entries: [ToolbarEntry]

  var snapshotLine: String { ".toolbar(\(entries.map(\.name).joined(separator: ", ")))" }

  var layer: (view: any View, alignment: Alignment, isBehind: Bool)? {
    (ToolbarBars(entries: entries.filter { $0.view != nil }), .center, false)
  }

  var layoutKind: LayoutKind { .presentation(.navigationBars) }

  /// Whether the screen gets a bottom toolbar, and whether a principal item replaces the
  /// inline title.
  var traits: NavigationBarTraits? {
    let bottom = entries.contains { $0.view != nil && ToolbarBars.bottom.contains($0.placement) }
    let principal = entries.contains { $0.view != nil && $0.placement == .principal }
    guard bottom || principal else { return nil }
    return NavigationBarTraits(
      hasBottomItems: bottom ? true : nil,
      hasPrincipal: principal ? true : nil
    )
  }
}

/// The bars of one toolbar: a row for the navigation bar and one for the bottom toolbar.
struct ToolbarBars: View, BuiltInView {
  let entries: [ToolbarEntry]

  /// The placements shown in the bottom toolbar.
  static let bottom: [ToolbarItemPlacement?] = [.bottomBar, .status]

  private func views(_ placements: [ToolbarItemPlacement]) -> [AnyView] {
    entries.compactMap { entry in
      guard let placement = entry.placement, placements.contains(placement) else { return nil }
      return entry.view
    }
  }

  /// The placements at the trailing end of the navigation bar.
  private static let trailing: [ToolbarItemPlacement] = [
    .automatic, .primaryAction, .secondaryAction, .confirmationAction, .destructiveAction,
    .navigationBarTrailing, .topBarTrailing,
  ]

  var body: some View {
    let leading = views([.navigation, .cancellationAction, .navigationBarLeading, .topBarLeading])
    let principal = views([.principal])
    let trailing = views(Self.trailing)
    let bottom = views([.bottomBar, .status])
    let navigation = views([.navigation])
    // Beside a back button, `.navigation` items move to the primary action's place.
    let besideBackButton =
      navigation.isEmpty
      ? nil
      : Self.row(
        views([.cancellationAction, .navigationBarLeading, .topBarLeading]),
        principal,
        views([.navigation] + Self.trailing)
      )
    let bottomRow = HStack { ForEach(bottom.indices, id: \.self) { bottom[$0] } }
    return _ToolbarRows(
      top: Self.row(leading, principal, trailing),
      bottom: bottom.isEmpty ? nil : AnyView(bottomRow),
      topBesideBackButton: besideBackButton
    )
  }

  /// A navigation bar's row: leading items, principal items centred between, trailing items.
  private static func row(
    _ leading: [AnyView],
    _ principal: [AnyView],
    _ trailing: [AnyView]
  )
    -> AnyView
  {
    AnyView(
      HStack {
        ForEach(leading.indices, id: \.self) { leading[$0] }
        Spacer()
        ForEach(principal.indices, id: \.self) { principal[$0] }
        Spacer()
        ForEach(trailing.indices, id: \.self) { trailing[$0] }
      }
      .padding(.horizontal, 16)
    )
  }
}

/// A toolbar's rows, which the layout puts in its screen's bars: the navigation bar's, the
/// bottom toolbar's, and, when the toolbar has `.navigation` items, the navigation bar's row
/// for a screen with a back button (those items at the trailing end).
struct _ToolbarRows: View, PrimitiveView, StackLayoutConvertible {
  typealias Body = Never
  let top: AnyView
  let bottom: AnyView?
  var topBesideBackButton: AnyView?

  func children() -> [(key: ChildKey, view: any View)] {
    [
      (.index(0), top), (.index(1), bottom ?? AnyView(EmptyView())),
      (.index(2), topBesideBackButton ?? AnyView(EmptyView())),
    ]
  }

  var layoutKind: LayoutKind { .toolbarRows }
}

extension View {
  /// Adds items to the toolbar: laid out in bars over the screen, their buttons tappable.
  ///
  /// ```swift
  /// .toolbar {
  ///   ToolbarItem(placement: .topBarTrailing) { Button("Add") { model.add() } }
  ///   ToolbarItemGroup(placement: .bottomBar) { Text("\(count) items") }
  /// }
  /// ```
  ///
  /// - Parameter content: The items.
  /// - Returns: The view.
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> ModifiedContent<Self, _ToolbarModifier> {
    let content = content()
    let entries =
      (content as? _ToolbarContentList)?.entries ?? ToolbarContentBuilder.entries(of: content)
    return modifier(_ToolbarModifier(entries: entries))
  }
}

extension View {
  /// Adds views to the toolbar, at its trailing end.
  ///
  /// ```swift
  /// .toolbar { Button("Done") { dismiss() } }
  /// ```
  ///
  /// - Parameter content: The views.
  /// - Returns: The view.
  public func toolbar<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, _ToolbarModifier> {
    let entry = ToolbarEntry(
      name: TypeNames.unqualified(Content.self),
      placement: .automatic,
      view: AnyView(content())
    )
    return modifier(_ToolbarModifier(entries: [entry]))
  }
}
