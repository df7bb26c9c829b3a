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
}
