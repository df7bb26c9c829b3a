/// A view that pushes a screen on the enclosing ``NavigationStack`` (or ``NavigationView``)
/// when tapped.
///
/// A ``ViewHost`` taps it by its label (`host.tap("Details")`). A value link pushes its value
/// (shown with the `navigationDestination(for:destination:)` for its type, or, when there is
/// none, SwiftUI's warning and nothing pushed); a destination link pushes its view; an
/// `isActive:` link pushes while its binding is `true`, and a pop writes `false` back.
///
/// ```swift
/// NavigationLink("Details", value: item.id)
/// NavigationLink(destination: DetailView(item: item)) { Text(item.title) }
/// NavigationLink("Edit", destination: EditView(), isActive: $isEditing)
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
  public typealias Body = Never
  let label: Label
  let action: Action

  enum Action {
    case value(AnyHashable?)
    case view(Destination)
    case active(Binding<Bool>, Destination)
  }

  /// Creates a link with a destination and a label view.
  ///
  /// - Parameters:
  ///   - destination: The view to push.
  ///   - label: What the link shows.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    action = .view(destination)
  }

  /// Creates a link whose destination is built by a closure (run when the link is built, as in
  /// SwiftUI).
  ///
  /// - Parameters:
  ///   - destination: Makes the view to push.
  ///   - label: What the link shows.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }

  /// Creates a link pushed while a binding is `true` (the older form): a tap sets it, a pop
  /// clears it.
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
    self.label = label()
    action = .active(isActive, destination)
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

  /// Creates a link with a title pushed while a binding is `true` (the older form).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - destination: The view to push.
  ///   - isActive: Whether the destination is pushed.
  public init<S: StringProtocol>(
    _ title: S,
    destination: Destination,
    isActive: Binding<Bool>
  ) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }
}

extension NavigationLink where Destination == Never {
  /// Creates a link that pushes a value, shown with the `navigationDestination(for:)` for its
  /// type; a `nil` value disables the link.
  ///
  /// - Parameters:
  ///   - value: The value to push.
  ///   - label: What the link shows.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    action = .value(value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// Creates a link with a title that pushes a value.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value to push.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink: PrimitiveView, TappableControl, SnapshotDescribable {
  func children() -> [(key: ChildKey, view: any View)] {
    guard case .active(let isActive, let destination) = action else { return [(.content, label)] }
    return [
      (.content, label.modifier(_NavigationPushModifier(isPresented: isActive) { destination }))
    ]
  }

  func isTapTarget(in environment: EnvironmentValues) -> Bool {
    if case .value(nil) = action { return false }
    return true
  }

  func performTap(in environment: EnvironmentValues) {
    guard let model = environment._navigationModel else { return }
    switch action {
    case .value(let value):
      guard let value else { return }
      // In a selectable list of a split view's column, a value no destination takes selects.
      if !model.hasDestination(for: value), let selection = environment._listSelection,
        selection.select(value)
      {
        return
      }
      model.push(value)
    case .view(let destination):
      model.pushView(id: PushIDs.next(), view: AnyView(destination), onPop: nil)
    case .active(let isActive, _):
      isActive.wrappedValue = true
    }
  }

  var snapshotLine: String { "NavigationLink" }
}

/// Numbers the screens pushed by destination links.
@MainActor
enum PushIDs {
  private static var last = 0

  static func next() -> Int {
    last -= 1
    return last
  }
}
