extension View {
  /// Presents a sheet while a binding is `true`; a swipe down (``ViewHost/dismiss()``) or
  /// `dismiss()` in the sheet writes `false`, then `onDismiss` runs.
  ///
  /// The sheet covers the screen below a gap of 10 points; the presenter stays visible behind
  /// it and does not get `onDisappear`. The sheet's state is discarded when it is dismissed.
  ///
  /// ```swift
  /// Button("Edit") { isEditing = true }
  ///   .sheet(isPresented: $isEditing, onDismiss: save) { EditorView() }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet is shown.
  ///   - onDismiss: Runs after the sheet is dismissed, however it was.
  ///   - content: The sheet's content.
  /// - Returns: The view.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, Content>> {
    modifier(
      _PresentationModifier(
        isPresented: isPresented,
        kind: .sheet,
        onDismiss: onDismiss,
        layer: content
      )
    )
  }

  /// Presents a sheet for an item while the binding holds one; dismissing writes `nil`.
  ///
  /// When the item changes to one with another `id` while the sheet is up, the sheet is
  /// dismissed (`onDismiss` runs) and one for the new item is presented; with the same `id`,
  /// the shown sheet is updated in place.
  ///
  /// ```swift
  /// .sheet(item: $selectedRecipe) { recipe in RecipeEditor(recipe: recipe) }
  /// ```
  ///
  /// - Parameters:
  ///   - item: The item to present, or `nil`.
  ///   - onDismiss: Runs after the sheet is dismissed.
  ///   - content: Makes the sheet's content for the item.
  /// - Returns: The view.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<Item, Item.ID, Content>> {
    modifier(
      _PresentationModifier(
        item: item,
        id: \.id,
        kind: .sheet,
        onDismiss: onDismiss,
        layer: content
      )
    )
  }

  /// Presents a view that covers the whole screen while a binding is `true`.
  ///
  /// Once it is up, the presenter's content has no frame (it is neither in snapshots nor
  /// tappable); a person cannot swipe it away, so ``ViewHost/dismiss()`` refuses, and its
  /// content dismisses it with `dismiss()`.
  ///
  /// ```swift
  /// .fullScreenCover(isPresented: $isOnboarding) { OnboardingView() }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the cover is shown.
  ///   - onDismiss: Runs after it is dismissed.
  ///   - content: The cover's content.
  /// - Returns: The view.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, Content>> {
    modifier(
      _PresentationModifier(
        isPresented: isPresented,
        kind: .fullScreenCover,
        onDismiss: onDismiss,
        layer: content
      )
    )
  }

  /// Presents a full-screen cover for an item while the binding holds one.
  ///
  /// - Parameters:
  ///   - item: The item to present, or `nil`.
  ///   - onDismiss: Runs after it is dismissed.
  ///   - content: Makes the cover's content for the item.
  /// - Returns: The view.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<Item, Item.ID, Content>> {
    modifier(
      _PresentationModifier(
        item: item,
        id: \.id,
        kind: .fullScreenCover,
        onDismiss: onDismiss,
        layer: content
      )
    )
  }

  /// Presents a popover while a binding is `true`: in compact width (the headless screen), a
  /// sheet, as on iPhone.
  ///
  /// ```swift
  /// Button("Info") { showsInfo = true }
  ///   .popover(isPresented: $showsInfo) { InfoView() }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the popover is shown.
  ///   - attachmentAnchor: Where it points (recorded; a sheet does not point).
  ///   - arrowEdge: Its arrow's edge (recorded).
  ///   - content: The popover's content.
  /// - Returns: The view.
  public func popover<Content: View>(
    isPresented: Binding<Bool>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<Bool, Bool, Content>> {
    modifier(
      _PresentationModifier(
        isPresented: isPresented,
        kind: .popover,
        onDismiss: nil,
        layer: content
      )
    )
  }

  /// Presents a popover for an item: a sheet in compact width.
  ///
  /// - Parameters:
  ///   - item: The item to present, or `nil`.
  ///   - attachmentAnchor: Where it points (recorded).
  ///   - arrowEdge: Its arrow's edge (recorded).
  ///   - content: Makes the popover's content for the item.
  /// - Returns: The view.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<Item, Item.ID, Content>> {
    modifier(
      _PresentationModifier(item: item, id: \.id, kind: .popover, onDismiss: nil, layer: content)
    )
  }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the presenter.
  case rect(Anchor)
  /// A point of the presenter.
  case point(UnitPoint)

  /// A rectangle a popover can point at.
  public enum Anchor: Sendable {
    /// The presenter's bounds.
    case bounds
  }
}
