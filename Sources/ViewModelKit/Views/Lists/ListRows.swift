import Foundation

/// The rows of a `List`: a lazy container (a `ForEach` that is its whole content realizes only
/// the rows in view) whose children are rows and sections, each row wrapped in the list's row
/// layout.
struct _ListRows<Content: View>: View {
  typealias Body = Never
  let metrics: ListMetrics
  let content: Content
  var selectionMenu: ListRowSelectionMenu?
}

/// A `Section` inside a `List`: its header, rows and footer, each in the list's row layout.
struct _ListSection: View {
  typealias Body = Never
  let metrics: ListMetrics
  let header: any View
  let content: any View
  let footer: any View
  let isFirst: Bool
  let selectionMenu: ListRowSelectionMenu?
}

/// A container that puts its rows in the list's row layout.
@MainActor
protocol ListRowWrapping {
  var metrics: ListMetrics { get }
  /// The list's `contextMenu(forSelectionType:)`, if it has one: then each row with a selection
  /// value (its tag, else its `ForEach` id) opens it.
  var selectionMenu: ListRowSelectionMenu? { get }
}

extension ListRowWrapping {
  /// `view` in the row layout, with a separator unless it is the last row.
  ///
  /// A section becomes a list section. `id` is the row's `ForEach` id, if it has one.
  func row(_ view: any View, isLast: Bool, id: AnyHashable? = nil) -> any View {
    if let section = view as? any ListSectionConvertible {
      return section.listSection(
        metrics: metrics,
        isFirst: false,
        selectionMenu: selectionMenu
      )
    }
    let layout = metrics.rowLayout(separator: !isLast)
    if let selectionMenu, let value = (view as? any TagCarrier)?.tagValue ?? id {
      return ListRowWrapper.wrap(view, in: layout, value: value, menu: selectionMenu)
    }
    return ListRowWrapper.wrap(view, in: layout)
  }
}

/// A section, which becomes a `_ListSection` inside a list.
@MainActor
protocol ListSectionConvertible {
  func listSection(
    metrics: ListMetrics,
    isFirst: Bool,
    selectionMenu: ListRowSelectionMenu?
  ) -> any View
}

/// A `ForEach`, seen without its types, inside a list.
@MainActor
protocol ListRowSource {}

extension ForEach: ListRowSource {}

extension ListMetrics {
  /// The layout of a row.
  func rowLayout(separator: Bool) -> ListRowLayout {
    ListRowLayout(
      insets: rowInsets,
      minHeight: minRowHeight,
      margin: margin,
      showsSeparator: separator
    )
  }
}

@MainActor
enum ListRowWrapper {
  static func wrap(_ view: any View, in layout: ListRowLayout) -> any View {
    wrapOpened(view, layout)
  }

  private static func wrapOpened<V: View>(_ view: V, _ layout: ListRowLayout) -> any View {
    view.modifier(_ListRowModifier(layout: layout))
  }

  /// `view` in the row layout, opening the list's selection menu for its `value`.
  static func wrap(
    _ view: any View,
    in layout: ListRowLayout,
    value: AnyHashable,
    menu: ListRowSelectionMenu
  ) -> any View {
    wrapOpened(view, layout, _SelectionMenuRowModifier(value: value, list: menu))
  }

  private static func wrapOpened<V: View>(
    _ view: V,
    _ layout: ListRowLayout,
    _ menu: _SelectionMenuRowModifier
  ) -> any View {
    view.modifier(menu).modifier(_ListRowModifier(layout: layout))
  }

  /// The list children of `content`: its views one level down (a `TupleView`'s), each a row, a
  /// section, or a `ForEach` whose elements become rows.
  static func items(
    of content: any View,
    in container: some ListRowWrapping,
    key: ChildKey = .content
  ) -> [(key: ChildKey, view: any View)] {
    if content is EmptyView { return [] }
    if let tuple = content as? any TupleViewProtocol {
      let children = tuple.tupleChildren()
      var result: [(key: ChildKey, view: any View)] = []
      var isFirstSection = true
      for (position, child) in children.enumerated() {
        if let section = child.view as? any ListSectionConvertible {
          result.append(
            (
              child.key,
              section.listSection(
                metrics: container.metrics,
                isFirst: isFirstSection,
                selectionMenu: container.selectionMenu
              )
            )
          )
          isFirstSection = false
        } else if child.view is any ListRowSource || child.view is EmptyView {
          result.append(child)
        } else {
          result.append(
            (child.key, container.row(child.view, isLast: position == children.count - 1))
          )
        }
      }
      return result
    }
    if let section = content as? any ListSectionConvertible {
      let view = section.listSection(
        metrics: container.metrics,
        isFirst: true,
        selectionMenu: container.selectionMenu
      )
      return [(key, view)]
    }
    if content is any ListRowSource { return [(key, content)] }
    return [(key, container.row(content, isLast: true))]
  }
}

/// A `TupleView`, seen without its types.
@MainActor
protocol TupleViewProtocol {
  func tupleChildren() -> [(key: ChildKey, view: any View)]
}

extension TupleView: TupleViewProtocol {
  func tupleChildren() -> [(key: ChildKey, view: any View)] { children() }
}

extension _ListRows: PrimitiveView, StructuralView, ListRowWrapping, LazyContainerView {
  func children() -> [(key: ChildKey, view: any View)] {
    ListRowWrapper.items(of: content, in: self)
  }

  var lazyAxis: Axis { .vertical }
  var contentKind: LayoutKind { .lazyVStack(alignment: .leading, spacing: 0) }
  var rowGap: CGFloat { 0 }
  var realizesLazily: Bool { content is any ListRowSource }
}

extension _ListSection: PrimitiveView, StructuralView, ListRowWrapping, NodeLayoutConvertible {
  func children() -> [(key: ChildKey, view: any View)] {
    var result: [(key: ChildKey, view: any View)] = []
    if !(header is EmptyView) {
      let layout = ListRowLayout(
        insets: metrics.headerInsets,
        minHeight: 0,
        margin: metrics.margin,
        showsSeparator: false
      )
      result.append((.index(-2), ListRowWrapper.wrap(header, in: layout)))
    }
    if content is any ListRowSource {
      // A section's `ForEach` is lazy, as a list's is: its rows are in a lazy container of
      // their own, between the header and the footer.
      result.append((.content, lazyRows(content)))
    } else {
      result += ListRowWrapper.items(of: content, in: self)
    }
    if !(footer is EmptyView) {
      let layout = ListRowLayout(
        insets: metrics.footerInsets,
        minHeight: 0,
        margin: metrics.margin,
        showsSeparator: false
      )
      result.append((.index(-3), ListRowWrapper.wrap(footer, in: layout)))
    }
    return result
  }

  func layoutKind(of node: ViewNode) -> LayoutKind {
    .listSection(top: isFirst ? 0 : metrics.sectionSpacing)
  }

  private func lazyRows<Rows: View>(_ rows: Rows) -> any View {
    _ListRows(metrics: metrics, content: rows, selectionMenu: selectionMenu)
  }
}

/// Lays its content out as a list row, with the row's separator as its layer.
public struct _ListRowModifier: ViewModifier, PrimitiveModifier, LayoutModifier {
  public typealias Body = Never
  let layout: ListRowLayout

  var layoutKind: LayoutKind { .listRow(layout) }

  var layer: (view: any View, alignment: Alignment, isBehind: Bool)? {
    layout.showsSeparator ? (ListRowSeparatorLine(), .bottomLeading, false) : nil
  }
}

/// The line under a list row.
struct ListRowSeparatorLine: View, BuiltInView {
  var body: some View {
    Rectangle().fill(.separator)
  }
}
