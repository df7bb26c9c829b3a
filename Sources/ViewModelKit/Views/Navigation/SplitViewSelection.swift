/// A selectable list's selection, without its type: how a `NavigationLink(value:)` in the
/// sidebar of a collapsed ``NavigationSplitView`` selects its value, and how the split view
/// pushes the next column while something is selected.
struct ListSelectionAccess {
  /// Whether a row is selected.
  let isSet: () -> Bool
  /// Selects a value; `false` when it is not of the selection's type.
  let select: (AnyHashable) -> Bool
  /// Clears the selection (a pop back to the list).
  let clear: () -> Void
  /// The selected values.
  let selected: () -> Set<AnyHashable>

  init<Value: Hashable>(_ binding: Binding<Value?>) {
    isSet = { binding.wrappedValue != nil }
    selected = {
      guard let value = binding.wrappedValue else { return [] }
      return [AnyHashable(value)]
    }
    select = { value in
      guard let value = value.base as? Value else { return false }
      binding.wrappedValue = value
      return true
    }
    clear = { binding.wrappedValue = nil }
  }

  init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
    isSet = { !binding.wrappedValue.isEmpty }
    selected = {
      var values = Set<AnyHashable>()
      for value in binding.wrappedValue { values.insert(AnyHashable(value)) }
      return values
    }
    select = { value in
      guard let value = value.base as? Value else { return false }
      binding.wrappedValue = [value]
      return true
    }
    clear = { binding.wrappedValue = [] }
  }
}

/// The column a collapsed split view pushes when a row of the list in the column before it is
/// selected.
struct SplitViewColumn {
  let view: AnyView
}

private struct ListSelectionKey: EnvironmentKey {
  static var defaultValue: ListSelectionAccess? { nil }
}

private struct SplitViewColumnKey: EnvironmentKey {
  static var defaultValue: SplitViewColumn? { nil }
}

extension EnvironmentValues {
  /// The selection of the selectable list the view is in, inside a split view's column.
  var _listSelection: ListSelectionAccess? {
    get { self[ListSelectionKey.self] }
    set { self[ListSelectionKey.self] = newValue }
  }

  /// The column that a selection in this split view column pushes.
  var _splitViewNextColumn: SplitViewColumn? {
    get { self[SplitViewColumnKey.self] }
    set { self[SplitViewColumnKey.self] = newValue }
  }
}

/// Makes a selectable `List` in a split view column drive the next column, as on iPhone.
///
/// While a row is selected the next column is pushed; popping it clears the selection. Outside
/// a split view (or without a selection) it changes nothing.
struct _ListSelectionModifier: ViewModifier {
  let access: ListSelectionAccess?
  @Environment(\._splitViewNextColumn) private var next

  func body(content: Content) -> some View {
    let access = next == nil ? nil : access
    let isPresented = Binding(
      get: { access?.isSet() == true },
      set: { if !$0 { access?.clear() } }
    )
    content
      .environment(\._listSelection, access)
      .environment(\._splitViewNextColumn, nil)
      .modifier(
        _NavigationPushModifier(isPresented: isPresented) { next?.view ?? AnyView(EmptyView()) }
      )
  }
}
