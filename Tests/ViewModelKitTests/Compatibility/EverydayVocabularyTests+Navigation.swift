import Testing
import ViewModelKit

// The navigation and presentation rows of the compatibility table, written as app code.

private struct Contact: Identifiable, Hashable {
  let id: Int
  let name: String
}

private final class ContactsModel: ObservableObject {
  @Published var path = NavigationPath()
  @Published var contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]
  @Published var editing: Contact?
  @Published var error: String?
}

/// A contacts app: a stack with a view-model-owned path, a sheet, an alert and a dialog.
private struct ContactsApp: View {
  @ObservedObject var model: ContactsModel
  @State private var showsError = false
  @State private var confirmsReset = false

  var body: some View {
    NavigationStack(path: $model.path) {
      VStack {
        ForEach(model.contacts) { contact in
          NavigationLink(contact.name, value: contact)
        }
        Button("Reset") { confirmsReset = true }
      }
      .navigationTitle("Contacts")
      .navigationBarTitleDisplayMode(.large)
      .navigationDestination(for: Contact.self) { ContactDetail(contact: $0, model: model) }
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Fail") {
            model.error = "Offline"
            showsError = true
          }
        }
      }
      .sheet(item: $model.editing) { contact in
        Text("Editing \(contact.name)").presentationDetents([.medium, .large])
      }
      .alert("Sync failed", isPresented: $showsError, presenting: model.error) { _ in
        Button("OK", role: .cancel) {}
      } message: { error in
        Text(error)
      }
      .confirmationDialog("Reset all?", isPresented: $confirmsReset) {
        Button("Reset", role: .destructive) { model.contacts = [] }
      }
    }
  }
}

private struct ContactDetail: View {
  let contact: Contact
  @ObservedObject var model: ContactsModel
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text(contact.name)
      Button("Edit") { model.editing = contact }
      Button("Back") { dismiss() }
    }
    .navigationTitle(contact.name)
    .navigationBarBackButtonHidden(false)
  }
}

extension EverydayVocabularyTests {
  @Test func theContactsAppNavigatesPresentsAndAlerts() throws {
    let model = ContactsModel()
    let host = ViewHost(ContactsApp(model: model))
    try host.tap("Grace")
    #expect(model.path.count == 1)
    #expect(host.screens.map(\.description) == ["root(Contacts)", "pushed(Grace)"])
    try host.tap("Edit")
    #expect(host.screens.last == .init(.sheet, title: nil))
    try host.dismiss()
    #expect(model.editing == nil)
    try host.tap("Back")
    #expect(model.path.isEmpty)
    try host.tap("Fail")
    #expect(host.screens.last == .init(.alert, title: "Sync failed"))
    try host.tap("OK")
    try host.tap("Reset")
    try host.tap("Reset")
    #expect(model.contacts.isEmpty)
  }
}
