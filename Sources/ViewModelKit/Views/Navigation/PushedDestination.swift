import Signals

/// The screen that a binding-driven destination pushed (`navigationDestination(isPresented:)`,
/// `navigationDestination(item:)`, `NavigationLink(isActive:)`): it shows the destination as the
/// presenter last built it, so that the pushed screen follows the presenter's state while it is
/// up, as in SwiftUI (the destination closure runs again whenever the presenter's body does).
struct _PushedDestination: View, BuiltInView {
  @ObservedObject var destination: PushedDestinationBox

  var body: some View { destination.view }
}

/// The latest destination view of a pushing modifier; the pushed screen observes it.
final class PushedDestinationBox: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  private(set) var view: AnyView

  init(_ view: AnyView) {
    self.view = view
  }

  /// Replaces the view and tells the pushed screen, which updates in the next round of the
  /// flush.
  func update(_ view: AnyView) {
    objectWillChange.send()
    self.view = view
  }
}
