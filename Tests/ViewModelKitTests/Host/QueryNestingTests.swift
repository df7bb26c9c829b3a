import Testing
import ViewModelKit

private final class CheckoutModel: ObservableObject {
  @Published var shippingStreet = ""
  @Published var billingStreet = ""
}

private struct AddressForm: View {
  let title: String
  @Binding var street: String

  var body: some View {
    VStack {
      Text(title)
      TextField("Street", text: $street)
    }
  }
}

private struct CheckoutScreen: View {
  @ObservedObject var model: CheckoutModel

  var body: some View {
    VStack {
      AddressForm(title: "Shipping", street: $model.shippingStreet)
      AddressForm(title: "Billing", street: $model.billingStreet)
    }
  }
}

private final class PantryModel: ObservableObject {
  @Published var pantry = ["Milk", "Rice"]
  @Published var shopping = ["Milk", "Eggs"]
}

private struct ItemList: View {
  @Binding var items: [String]

  var body: some View {
    ForEach(items, id: \.self) { Text($0) }
      .onDelete { items.remove(atOffsets: $0) }
  }
}

private struct KitchenScreen: View {
  @ObservedObject var model: PantryModel

  var body: some View {
    List {
      Section("Pantry") { ItemList(items: $model.pantry) }
      Section("Shopping") { ItemList(items: $model.shopping) }
    }
  }
}

/// The identity path of the kitchen's list sections (each then `/<index>`).
private let sections =
  "/body/body/body/body/content/content/content/content/content/body/content/content/content"

/// A comment and its replies, each a `CommentView` with its own "Reply" button.
private struct Comment {
  let author: String
  var replies: [Comment] = []
}

private struct CommentView: View {
  let comment: Comment
  let log: EventLog

  var body: some View {
    VStack {
      Text(comment.author)
      Button("Reply") { log(comment.author) }
      ForEach(comment.replies.indices, id: \.self) { index in
        CommentView(comment: comment.replies[index], log: log)
      }
    }
  }
}

/// A pushed screen with a content button that shows the back button's title, "Inbox".
private struct MailApp: View {
  let log: EventLog

  var body: some View {
    NavigationStack {
      NavigationLink("Open", value: 1)
        .navigationTitle("Inbox")
        .navigationDestination(for: Int.self) { _ in
          Button("Inbox") { log("content") }
        }
    }
  }
}

@MainActor
@Suite("Narrowing queries and the interactions on them")
struct QueryNestingTests {
  @Test func aFieldIsTypedIntoInsideTheViewAtAPosition() throws {
    let model = CheckoutModel()
    let host = ViewHost(CheckoutScreen(model: model))
    try host.find(AddressForm.self, at: 1).type("1 Infinite Loop", into: "Street")
    #expect(model.shippingStreet == "")
    #expect(model.billingStreet == "1 Infinite Loop")
  }

  @Test func queriesNarrowStepByStep() throws {
    let model = CheckoutModel()
    let host = ViewHost(CheckoutScreen(model: model))
    try host.find(CheckoutScreen.self).find(AddressForm.self, at: 0).type("Main St", into: "Street")
    #expect(model.shippingStreet == "Main St")
  }

  @Test func aLaterStepLooksOnlyInsideTheViewOfTheStepBefore() {
    let host = ViewHost(CheckoutScreen(model: CheckoutModel()))
    let error = ViewHostError.noScope(
      query: "find(AddressForm.self, at: 0).find(CheckoutScreen.self)",
      candidates: []
    )
    #expect(throws: error) {
      try host.find(AddressForm.self, at: 0).find(CheckoutScreen.self).type("x", into: "Street")
    }
  }

  @Test func rowsAreThoseOfTheForEachesInsideTheView() throws {
    let model = PantryModel()
    let host = ViewHost(KitchenScreen(model: model))
    try host.find(ItemList.self, at: 1).delete(row: "Milk")
    #expect(model.pantry == ["Milk", "Rice"])
    #expect(model.shopping == ["Eggs"])
  }

  @Test func withoutAScopeTheRowIsAmbiguous() {
    let host = ViewHost(KitchenScreen(model: PantryModel()))
    #expect(
      throws: ViewHostError.ambiguous(
        control: "row",
        label: "Milk",
        matches: [
          "\(sections)/0/content/content/body/id(Milk)",
          "\(sections)/1/content/content/body/id(Milk)",
        ]
      )
    ) {
      try host.delete(row: "Milk")
    }
  }

  @Test func aViewNestedInAnotherOfItsTypeCountsAfterIt() throws {
    let thread = Comment(
      author: "Ada",
      replies: [
        Comment(author: "Grace", replies: [Comment(author: "Linus")]), Comment(author: "Alan"),
      ]
    )
    let log = EventLog()
    let host = ViewHost(CommentView(comment: thread, log: log))
    for position in 0..<4 { try host.find(CommentView.self, at: position).tap("Reply", at: 0) }
    #expect(log.entries == ["Ada", "Grace", "Linus", "Alan"])
    try host.find(CommentView.self, at: 1).find(CommentView.self).tap("Reply")
    #expect(log.entries.last == "Linus")
  }

  @Test func positionsCountTheBackButton() throws {
    let log = EventLog()
    let host = ViewHost(MailApp(log: log))
    try host.tap("Open")
    #expect(host.navigationPath == [AnyHashable(1)])
    try host.tap("Inbox")
    #expect(log.entries == ["content"])
    try host.tap("Inbox", at: 0)
    #expect(log.entries == ["content", "content"])
    try host.tap("Inbox", at: 1)
    #expect(log.entries == ["content", "content"])
    #expect(host.navigationPath == [])
  }
}
