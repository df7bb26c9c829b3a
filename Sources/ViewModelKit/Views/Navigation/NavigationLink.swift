/// A view that pushes a destination when tapped: headless, it shows its label only.
///
/// Pushing is not modelled yet (navigation is its own issue): the destination is kept but never
/// shown, and a ``ViewHost`` cannot tap a link (`tap(_:)` does not list it).
///
/// ```swift
/// NavigationLink("Details", destination: DetailView())
/// NavigationLink(destination: DetailView(item: item)) { Text(item.title) }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
  public typealias Body = Never
  let label: Label
  let destination: Destination?

  /// Creates a link with a destination and a label view.
  ///
  /// - Parameters:
  ///   - destination: The view to push.
  ///   - label: What the link shows.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
  }

  /// Creates a link whose destination is built by a closure.
  ///
  /// - Parameters:
  ///   - destination: Makes the view to push.
  ///   - label: What the link shows.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }

  /// Creates a link pushed while a binding is `true` (the older form; recorded).
  ///
  /// - Parameters:
  ///   - destination: The view to push.
  ///   - isActive: Whether the destination is pushed.
  ///   - label: What the link shows.
  public init(
    destination: Destination,
    isActive: Binding<Bool>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// Creates a link with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - destination: The view to push.
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// Creates a link with a title whose destination is built by a closure.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - destination: Makes the view to push.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(title) }
  }
}

extension NavigationLink where Destination == Never {
  /// Creates a link that pushes a value (for `navigationDestination(for:)`; recorded).
  ///
  /// - Parameters:
  ///   - value: The value to push.
  ///   - label: What the link shows.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    destination = nil
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// Creates a link with a title that pushes a value (recorded).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value to push.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, label)] }
}
