/// How scrolling a scroll view dismisses the keyboard: with the host, whether a host scroll
/// takes the focus from the text field that has it.
public struct ScrollDismissesKeyboardMode: Sendable, Equatable, CustomStringConvertible {
  public let description: String

  /// The context's choice: as `immediately` for scroll views and lists, as on iOS 16 and later.
  public static let automatic = ScrollDismissesKeyboardMode(description: "automatic")
  /// The keyboard goes as soon as a scroll starts.
  public static let immediately = ScrollDismissesKeyboardMode(description: "immediately")
  /// The keyboard follows the drag and goes when the drag pulls it off the screen: with the
  /// host, a scroll that drags the content down (a negative distance, the finger moving toward
  /// the keyboard) dismisses it; one that drags it up leaves it.
  public static let interactively = ScrollDismissesKeyboardMode(description: "interactively")
  /// Scrolling never dismisses the keyboard.
  public static let never = ScrollDismissesKeyboardMode(description: "never")

  /// Whether a drag that moves the content by `offset` dismisses the keyboard.
  func dismisses(scrollingBy offset: CGSize) -> Bool {
    switch self {
    case .never: false
    case .interactively: offset.height < 0
    default: offset != .zero
    }
  }
}

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
  static let defaultValue = ScrollDismissesKeyboardMode.automatic
}

extension EnvironmentValues {
  /// How the scroll views in this subtree dismiss the keyboard; `scrollDismissesKeyboard(_:)`
  /// sets it.
  public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
    get { self[ScrollDismissesKeyboardModeKey.self] }
    set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
  }
}

extension View {
  /// Sets how scrolling the scroll views in this view dismisses the keyboard.
  ///
  /// A host scroll (`ViewHost.scroll(_:by:)`, as a person's drag) that the mode
  /// says dismisses the keyboard takes the focus from the focused text field first: its
  /// `@FocusState` becomes `nil` (or `false`) and its editing ends. A programmatic scroll
  /// (`ScrollViewProxy.scrollTo`) leaves the focus, as in SwiftUI.
  ///
  /// ```swift
  /// ScrollView {
  ///   TextField("Note", text: $note)
  ///   ForEach(items) { Text($0.name) }
  /// }
  /// .scrollDismissesKeyboard(.immediately)
  /// ```
  ///
  /// - Parameter mode: The mode.
  /// - Returns: The view.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    environment(\.scrollDismissesKeyboardMode, mode)
  }
}
