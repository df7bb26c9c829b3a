import Foundation
import Testing
import ViewModelKit

/// A sign-in screen whose view model decides the navigation: it validates, then sends events
/// that the view applies to its own path and presentations.
@MainActor
private final class SignInModel: ObservableObject {
  enum Event {
    case showHome(String)
    case presentError(String)
    case pop
  }

  @Published var name = ""
  let events = EventChannel<Event>()

  func signIn() {
    guard !name.isEmpty else { return events.send(.presentError("Enter a name")) }
    events.send(.showHome(name), animation: .easeInOut)
  }

  func signOut() { events.send(.pop) }
}

private struct SignInScreen: View {
  @ObservedObject var model: SignInModel
  @State private var path: [String] = []
  @State private var error: String?
  @State private var showsError = false

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        TextField("Name", text: $model.name)
        Button("Sign In") { model.signIn() }
      }
      .navigationTitle("Welcome")
      .navigationDestination(for: String.self) { name in
        VStack {
          Text("Hello \(name)")
          Button("Sign Out") { model.signOut() }
        }
        .navigationTitle("Home")
      }
      .alert("Cannot sign in", isPresented: $showsError, presenting: error) { _ in
        Button("OK") {}
      } message: { message in
        Text(message)
      }
    }
    .onEvent(model.events) { event in
      switch event {
      case .showHome(let name): path.append(name)
      case .presentError(let message):
        error = message
        showsError = true
      case .pop: path.removeLast()
      }
    }
  }
}

@MainActor
@Suite("Navigation driven by a view model")
struct NavigationFlowTests {
  @Test func aValidatedSignInPushesHomeInTheEventsTransaction() throws {
    let model = SignInModel()
    let host = ViewHost(SignInScreen(model: model))
    try host.type("Ada", into: "Name")
    try host.tap("Sign In")
    #expect(host.screens.map(\.description) == ["root(Welcome)", "pushed(Home)"])
    #expect(shownTexts(host) == ["Hello Ada", "Sign Out", "Home", "Welcome"])
    let push = try #require(host.updates.last { $0.view == "NavigationStack" })
    #expect(push.transaction.animation == .easeInOut)
    // The event's animation slides the pushed screen in from the trailing edge.
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 549, y: 446, width: 72, height: 20))
    try host.settle()
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 159, y: 446, width: 72, height: 20))
    try host.tap("Sign Out")
    #expect(host.screens.map(\.description) == ["root(Welcome)"])
  }

  @Test func aFailedValidationPresentsAnAlertFromTheEvent() throws {
    let model = SignInModel()
    let host = ViewHost(SignInScreen(model: model))
    try host.tap("Sign In")
    #expect(host.screens.map(\.description) == ["root(Welcome)", "alert(Cannot sign in)"])
    #expect(shownTexts(host).suffix(3) == ["Cannot sign in", "Enter a name", "OK"])
    try host.tap("OK")
    #expect(host.screens.map(\.description) == ["root(Welcome)"])
  }
}
