/// The older action sheet description: a title, an optional message and buttons, presented with
/// `actionSheet(isPresented:content:)` or `actionSheet(item:content:)`.
///
/// It is shown as a `confirmationDialog(_:isPresented:titleVisibility:actions:message:)` is, at
/// the bottom of the screen, with its title and message always visible; its buttons are button
/// views a ``ViewHost`` taps by title, and each dismisses the sheet after its action.
/// As with `UIAlertController`, no "Cancel" button is added to the buttons given (the default
/// buttons are one "Cancel").
///
/// ```swift
/// .actionSheet(isPresented: $choosingPhoto) {
///   ActionSheet(
///     title: Text("Add a photo"),
///     buttons: [.default(Text("Camera")) { model.takePhoto() }, .cancel()]
///   )
/// }
/// ```
public struct ActionSheet {
  /// A button of an action sheet: the same as an ``Alert``'s.
  public typealias Button = Alert.Button

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// Creates an action sheet.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message under the title.
  ///   - buttons: The buttons, top to bottom.
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The sheet as a dialog card of views.
  @MainActor var card: _AlertCard<ForEach<Range<Int>, Int, ViewModelKit.Button<Text>>, Text?> {
    Alert.card(title: title, message: message, buttons: buttons, isDialog: true)
  }
}

extension View {
  /// Presents an older ``ActionSheet`` while a binding is `true`.
  ///
  /// As in SwiftUI, `content` does not escape: the sheet is made now, from what this body sees.
  ///
  /// ```swift
  /// Button("Share") { sharing = true }
  ///   .actionSheet(isPresented: $sharing) {
  ///     ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy link")) {}, .cancel()])
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet is shown.
  ///   - content: Makes the sheet.
  /// - Returns: The view.
  public func actionSheet(
    isPresented: Binding<Bool>,
    content: () -> ActionSheet
  ) -> some View {
    let card = content().card
    return modifier(
      _PresentationModifier(isPresented: isPresented, kind: .confirmationDialog, onDismiss: nil) {
        card
      }
    )
  }

  /// Presents an older ``ActionSheet`` for an item while the binding holds one; writing `nil`
  /// dismisses it, and an item with another id dismisses it and presents a new one.
  ///
  /// ```swift
  /// .actionSheet(item: $selectedPhoto) { photo in
  ///   ActionSheet(title: Text(photo.name), buttons: [.destructive(Text("Delete")) {}, .cancel()])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - item: The item, or `nil`.
  ///   - content: Makes the sheet for the item.
  /// - Returns: The view.
  public func actionSheet<T: Identifiable>(
    item: Binding<T?>,
    content: (T) -> ActionSheet
  ) -> some View {
    // As in SwiftUI, `content` does not escape: the sheet for the current item is made now.
    let card = item.wrappedValue.map { content($0).card }
    return modifier(
      _PresentationModifier(item: item, id: \.id, kind: .confirmationDialog, onDismiss: nil) { _ in
        card
      }
    )
  }
}
