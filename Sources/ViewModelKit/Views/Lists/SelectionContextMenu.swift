/// A list's item-based context menu, without its item type: what
/// `contextMenu(forSelectionType:menu:primaryAction:)` gives the rows of the list it is on.
struct SelectionContextMenu {
  /// The menu for a set of selection values, or `nil` when the menu is empty.
  let menu: @MainActor (Set<AnyHashable>) -> AnyView?
  /// The action a tap on a row runs, if any.
  let primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?
}

private struct SelectionContextMenuKey: EnvironmentKey {
  static var defaultValue: SelectionContextMenu? { nil }
}

extension EnvironmentValues {
  /// The item-based context menu of the lists in this view.
  var _selectionContextMenu: SelectionContextMenu? {
    get { self[SelectionContextMenuKey.self] }
    set { self[SelectionContextMenuKey.self] = newValue }
  }
}

/// Gives the lists in its content an item-based context menu:
/// `contextMenu(forSelectionType:menu:primaryAction:)`.
public struct _SelectionContextMenuModifier<Item: Hashable, Menu: View>: ViewModifier {
  let menu: (Set<Item>) -> Menu
  let primaryAction: ((Set<Item>) -> Void)?

  public func body(content: Content) -> some View {
    content.environment(\._selectionContextMenu, erased)
  }

  private var erased: SelectionContextMenu {
    let menu = menu
    let makeMenu: @MainActor (Set<AnyHashable>) -> AnyView? = { values in
      let view = menu(Self.items(values))
      if let possiblyEmpty = view as? any PossiblyEmptyView, possiblyEmpty.buildsNothing {
        return nil
      }
      return AnyView(view)
    }
    var primary: (@MainActor (Set<AnyHashable>) -> Void)?
    if let primaryAction {
      primary = { values in primaryAction(Self.items(values)) }
    }
    return SelectionContextMenu(menu: makeMenu, primaryAction: primary)
  }

  /// The values of the menu's item type.
  private static func items(_ values: Set<AnyHashable>) -> Set<Item> {
    var items = Set<Item>()
    for value in values {
      if let item = value.base as? Item { items.insert(item) }
    }
    return items
  }
}

/// A menu's content that may build no view at all: `EmptyView`, or an `if` that is false.
@MainActor
private protocol PossiblyEmptyView {
  var buildsNothing: Bool { get }
}

extension EmptyView: PossiblyEmptyView {
  var buildsNothing: Bool { true }
}

extension Optional: PossiblyEmptyView where Wrapped: View {
  var buildsNothing: Bool { self == nil }
}

/// What the rows of a list with an item-based context menu need: the menu, and the list's
/// selection (which the menu acts on when the pressed row is selected).
struct ListRowSelectionMenu {
  let menu: SelectionContextMenu
  let selection: ListSelectionAccess?
}

/// A row of a list that has an item-based context menu: a long press opens the menu for the
/// row's value (for the whole selection when the row is selected), a tap runs the primary action
/// for the row's value.
public struct _SelectionMenuRowModifier: ViewModifier {
  let value: AnyHashable
  let list: ListRowSelectionMenu
  @State private var openFor: Set<AnyHashable>?

  public func body(content: Content) -> some View {
    // The tap is the inner target, so a host's tap finds it before the long press.
    if let action = list.menu.primaryAction {
      opening(content.onTapGesture { [value] in action([value]) })
    } else {
      opening(content)
    }
  }

  /// `row` with the long press that opens the menu, and the open menu below it.
  private func opening(_ row: some View) -> some View {
    row.simultaneousGesture(
      LongPressGesture(minimumDuration: 0.5)
        .onEnded { [value, selection = list.selection, openFor = $openFor] _ in
          let selected = selection?.selected() ?? []
          openFor.wrappedValue = selected.contains(value) ? selected : [value]
        }
    )
    .overlay(alignment: .bottomLeading) {
      if let openFor, let items = list.menu.menu(openFor) {
        ContextMenuPanel(items: items, preview: EmptyView?.none) { [openFor = $openFor] in
          openFor.wrappedValue = nil
        }
      }
    }
  }
}

extension View {
  /// Adds an item-based context menu to a list: a long press on a row opens the menu for the
  /// items it acts on, a tap on a row runs the primary action.
  ///
  /// ```swift
  /// List(notes, selection: $selection) { note in
  ///   Text(note.title)
  /// }
  /// .contextMenu(forSelectionType: Note.ID.self) { ids in
  ///   Button("Delete \(ids.count)", role: .destructive) { store.delete(ids) }
  /// } primaryAction: { ids in
  ///   open(ids)
  /// }
  ///
  /// // In a test:
  /// try host.longPress("Groceries")
  /// try host.tap("Delete 1")
  /// ```
  ///
  /// A row's value is its `tag(_:)`, else the id of the `ForEach` element it was made from. The
  /// menu gets the list's whole selection when the pressed row is selected, and the row's value
  /// alone otherwise. A menu that builds no view (nothing, or an `if` that is false) does not
  /// open.
  ///
  /// Differs from SwiftUI: the menu opens from rows only, never with an empty set from the
  /// list's empty area, and only on a `List` (not on a `Table`, which is absent). A tap on a row
  /// runs the primary action, as on iPhone and iPad outside edit mode; it does not select the
  /// row, as rows are not selected by taps headlessly.
  ///
  /// - Parameters:
  ///   - itemType: The type of the list's selection values.
  ///   - menu: The menu for a set of items.
  ///   - primaryAction: What a tap on a row does with its item.
  /// - Returns: The view, its lists with the menu.
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self,
    @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View {
    modifier(_SelectionContextMenuModifier(menu: menu, primaryAction: primaryAction))
  }
}
