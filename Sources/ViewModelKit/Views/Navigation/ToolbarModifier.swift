/// Shows toolbar items in bars over the screen: a top bar of 44 points (leading, principal and
/// trailing items) and, when there are bottom-bar items, a bottom bar of 44 points.
///
/// The bars are a layer placed on the screen, whatever the modified view's place; they take no
/// room from the content (a device's navigation bar pushes the content down; headless screens
/// keep the content's frames as they were before toolbars were shown). Keyboard items are not
/// shown (there is no keyboard).
public struct _ToolbarModifier: ViewModifier, PrimitiveModifier, LayoutModifier,
  SnapshotDescribable
{
  public typealias Body = Never
  let entries: [ToolbarEntry]

  var snapshotLine: String { ".toolbar(\(entries.map(\.name).joined(separator: ", ")))" }

  var layer: (view: any View, alignment: Alignment, isBehind: Bool)? {
    (ToolbarBars(entries: entries.filter { $0.view != nil }), .center, false)
  }

  var layoutKind: LayoutKind { .presentation(.overlay) }
}

/// The bars of one toolbar.
struct ToolbarBars: View, BuiltInView {
  let entries: [ToolbarEntry]

  /// The bar height of a compact navigation bar and of a bottom toolbar.
  static let barHeight: CGFloat = 44

  private func views(_ placements: [ToolbarItemPlacement]) -> [AnyView] {
    entries.compactMap { entry in
      guard let placement = entry.placement, placements.contains(placement) else { return nil }
      return entry.view
    }
  }

  var body: some View {
    let leading = views([.navigation, .cancellationAction, .navigationBarLeading, .topBarLeading])
    let principal = views([.principal])
    let trailing = views([
      .automatic, .primaryAction, .secondaryAction, .confirmationAction, .destructiveAction,
      .navigationBarTrailing, .topBarTrailing,
    ])
    let bottom = views([.bottomBar, .status])
    VStack(spacing: 0) {
      HStack {
        ForEach(leading.indices, id: \.self) { leading[$0] }
        Spacer()
        ForEach(principal.indices, id: \.self) { principal[$0] }
        Spacer()
        ForEach(trailing.indices, id: \.self) { trailing[$0] }
      }
      .padding(.horizontal, 16)
      .frame(height: Self.barHeight)
      Spacer()
      if !bottom.isEmpty {
        HStack {
          ForEach(bottom.indices, id: \.self) { bottom[$0] }
        }
        .frame(height: Self.barHeight)
      }
    }
  }
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
