/// Presents content over the screen while a binding holds an item: what `sheet`,
/// `fullScreenCover`, `popover`, `alert` and `confirmationDialog` are made of.
///
/// The binding is a dynamic property, so a write to it updates the presentation even when the
/// presenter's body does not read it. What is shown trails the binding by one update: when the
/// binding goes to `nil` (or to an item with another id), the shown content is removed first
/// (its `onDisappear` runs), then `onDismiss` runs, then the new item, if any, is presented.
public struct _PresentationModifier<Item, ID: Hashable, Layer: View>: ViewModifier {
  @Binding var item: Item?
  let id: (Item) -> ID
  let kind: PresentationKind
  let onDismiss: (() -> Void)?
  let layer: (Item) -> Layer
  @State private var shown: Shown?
  @State private var target = PresentationDismissTarget()

  struct Shown {
    let id: ID
    let item: Item
  }

  init(
    item: Binding<Item?>,
    id: @escaping (Item) -> ID,
    kind: PresentationKind,
    onDismiss: (() -> Void)?,
    layer: @escaping (Item) -> Layer
  ) {
    _item = item
    self.id = id
    self.kind = kind
    self.onDismiss = onDismiss
    self.layer = layer
  }

  public func body(content: Content) -> some View {
    let requested = item.map { Shown(id: id($0), item: $0) }
    target.action = { [binding = $item] in binding.wrappedValue = nil }
    // While the same item is shown, its content follows the binding's latest value.
    let visible = requested.flatMap { $0.id == shown?.id ? $0 : nil } ?? shown
    let host = _PresentationHost(
      kind: kind,
      shownID: shown.map { AnyHashable($0.id) },
      requestedID: requested.map { AnyHashable($0.id) },
      content: visible.map { AnyView(layer($0.item)) },
      target: target,
      setShown: { [shownBinding = $shown] isShown in
        shownBinding.wrappedValue = isShown ? requested : nil
      },
      onDismiss: onDismiss
    )
    return content.modifier(host)
  }
}

extension _PresentationModifier where Item == Bool, ID == Bool {
  /// Presents while a Boolean binding is `true`.
  init(
    isPresented: Binding<Bool>,
    kind: PresentationKind,
    onDismiss: (() -> Void)?,
    layer: @escaping () -> Layer
  ) {
    let item = Binding<Bool?>(
      get: { isPresented.wrappedValue ? true : nil },
      set: { isPresented.wrappedValue = $0 ?? false }
    )
    let identity: (Bool) -> Bool = { $0 }
    self.init(item: item, id: identity, kind: kind, onDismiss: onDismiss) { _ in layer() }
  }
}
