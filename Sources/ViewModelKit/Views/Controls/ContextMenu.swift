/// Adds a context menu to a view: `contextMenu(menuItems:)` and `contextMenu(menuItems:preview:)`.
///
/// A long press opens the menu, as on a device: a ``ViewHost`` does it with
/// ``ViewHost/longPress(_:duration:)`` on the view (half a second is enough). The open menu shows
/// its preview, if any, and its items below the view, in an overlay that takes no room in the
/// layout (a device lifts them over the screen); a host tap on an item runs it and closes the menu.
public struct _ContextMenuModifier<MenuItems: View, Preview: View>: ViewModifier {
  let menuItems: MenuItems?
  let preview: Preview?
  @State private var isOpen = false

  public func body(content: Content) -> some View {
    content
      .simultaneousGesture(
        LongPressGesture(minimumDuration: 0.5)
          .onEnded { [isOpen = $isOpen, hasItems = menuItems != nil] _ in
            if hasItems { isOpen.wrappedValue = true }
          }
      )
      .overlay(alignment: .bottomLeading) {
        if isOpen, let menuItems {
          ContextMenuPanel(items: menuItems, preview: preview) { [isOpen = $isOpen] in
            isOpen.wrappedValue = false
          }
        }
      }
  }
}

/// An open context menu: its preview, if any, and its items, below the view it opens from and
/// taking no room in the layout; a button in it closes it.
struct ContextMenuPanel<Items: View, Preview: View>: View, BuiltInView {
  let items: Items
  let preview: Preview?
  let close: @MainActor () -> Void

  var body: some View {
    VStack(alignment: .leading) {
      if let preview { preview }
      items
    }
    .fixedSize()
    .alignmentGuide(.bottom) { $0[.top] }
    .environment(\._dismissMenu, close)
  }
}

/// A context menu's items, as the deprecated `contextMenu(_:)` takes them.
///
/// ```swift
/// Text(note.title)
///   .contextMenu(ContextMenu {
///     Button("Delete", role: .destructive) { delete(note) }
///   })
/// ```
public struct ContextMenu<MenuItems: View> {
  let menuItems: MenuItems

  /// Creates a context menu.
  ///
  /// - Parameter menuItems: The menu's buttons.
  public init(@ViewBuilder menuItems: () -> MenuItems) {
    self.menuItems = menuItems()
  }
}

extension View {
  /// Adds a menu that a long press on this view opens.
  ///
  /// ```swift
  /// Text(note.title)
  ///   .contextMenu {
  ///     Button("Pin") { pin(note) }
  ///     Button("Delete", role: .destructive) { delete(note) }
  ///   }
  ///
  /// // In a test:
  /// try host.longPress("Groceries")
  /// try host.tap("Pin")
  /// ```
  ///
  /// Headlessly the open menu shows below the view and closes when one of its buttons is tapped;
  /// a tap elsewhere does not close it (a device closes it and ignores that tap).
  ///
  /// - Parameter menuItems: The menu's buttons.
  /// - Returns: The view, with the menu.
  public func contextMenu<MenuItems: View>(
    @ViewBuilder menuItems: () -> MenuItems
  ) -> some View {
    modifier(_ContextMenuModifier<MenuItems, EmptyView>(menuItems: menuItems(), preview: nil))
  }

  /// Adds a menu with a preview that a long press on this view opens.
  ///
  /// ```swift
  /// PhotoThumbnail(photo)
  ///   .contextMenu {
  ///     Button("Share") { share(photo) }
  ///   } preview: {
  ///     PhotoDetail(photo)
  ///   }
  /// ```
  ///
  /// The open menu shows the preview above its buttons.
  ///
  /// - Parameters:
  ///   - menuItems: The menu's buttons.
  ///   - preview: What the open menu shows in place of the view.
  /// - Returns: The view, with the menu.
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems,
    @ViewBuilder preview: () -> Preview
  ) -> some View {
    modifier(_ContextMenuModifier(menuItems: menuItems(), preview: preview()))
  }

  /// Adds a context menu, or none when `contextMenu` is `nil` (deprecated in SwiftUI in favour of
  /// `contextMenu(menuItems:)`; here without the deprecation, so it builds warning-free).
  ///
  /// ```swift
  /// Text(note.title)
  ///   .contextMenu(isEditable ? ContextMenu { Button("Rename") { rename() } } : nil)
  /// ```
  ///
  /// - Parameter contextMenu: The menu, or `nil`.
  /// - Returns: The view, with the menu.
  public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
    modifier(
      _ContextMenuModifier<MenuItems, EmptyView>(menuItems: contextMenu?.menuItems, preview: nil)
    )
  }
}
