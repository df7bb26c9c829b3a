import Foundation
import ViewModelKit

/// The `navigation` scenario's app: a view model that decides where the screen goes.
@MainActor
final class AccountModel: ObservableObject {
  enum Event {
    case showHome(String)
    case presentError(String)
  }

  @Published var name = ""
  @Published var messages = ["Welcome", "Invoice"]
  let events = EventChannel<Event>(name: "AccountModel.events")

  func signIn() {
    guard name.count >= 3 else {
      return events.send(.presentError("A name has at least 3 letters."))
    }
    events.send(.showHome(name), animation: .easeInOut(duration: 0.35))
  }

  func deleteAll() { messages = [] }
}

/// Sign-in screen, home screen pushed by the model's event, an error alert, a delete dialog.
struct AccountApp: View {
  @ObservedObject var model: AccountModel
  @State private var path: [String] = []
  @State private var error: String?
  @State private var showsError = false

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        TextField("Name", text: $model.name)
        Button("Sign In") { model.signIn() }
      }
      .navigationTitle("Sign in")
      .navigationDestination(for: String.self) { HomeScreen(name: $0, model: model) }
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
      }
    }
  }
}

struct HomeScreen: View {
  let name: String
  @ObservedObject var model: AccountModel
  @State private var confirmsDelete = false

  var body: some View {
    VStack {
      Text("Hello \(name)")
      Text("\(model.messages.count) messages")
      Button("Delete All") { confirmsDelete = true }
    }
    .navigationTitle("Home")
    .confirmationDialog("Delete all messages?", isPresented: $confirmsDelete) {
      Button("Delete", role: .destructive) { model.deleteAll() }
    }
  }
}
