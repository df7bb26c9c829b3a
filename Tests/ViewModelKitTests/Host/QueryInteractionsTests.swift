import Foundation
import Testing
import ViewModelKit

/// A shelf of ten 100-point tiles, scrolling sideways in 200 points.
private struct Shelf: View {
  let title: String

  var body: some View {
    VStack {
      Text(title)
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<10) { index in
            Text("Tile \(index)").frame(width: 100, height: 40)
          }
        }
      }
      .frame(width: 200)
    }
  }
}

private struct StoreScreen: View {
  var body: some View {
    VStack {
      Shelf(title: "New")
      Shelf(title: "Popular")
    }
  }
}

private final class OrderModel: ObservableObject {
  @Published var drinks = ["Tea", "Tea"]
}

private struct DrinkPicker: View {
  @Binding var drink: String

  var body: some View {
    Picker("Drink", selection: $drink) {
      Text("Tea").tag("Tea")
      Text("Coffee").tag("Coffee")
    }
  }
}

private struct OrderScreen: View {
  @ObservedObject var model: OrderModel
  @State private var isAddingGuest = true

  var body: some View {
    VStack {
      DrinkPicker(drink: $model.drinks[0])
    }
    .sheet(isPresented: $isAddingGuest) {
      DrinkPicker(drink: $model.drinks[1])
    }
  }
}

@MainActor
@Suite("Interactions on queries")
struct QueryInteractionsTests {
  @Test func aScrollViewInsideTheViewIsScrolled() throws {
    let host = ViewHost(StoreScreen())
    let popular = host.find(Shelf.self, at: 1)
    try popular.scroll(by: 300)
    #expect(try popular.contentOffset() == CGPoint(x: 300, y: 0))
    #expect(try host.find(Shelf.self, at: 0).contentOffset() == .zero)
  }

  @Test func onlyThePresentedSheetIsLookedAt() throws {
    let model = OrderModel()
    let host = ViewHost(OrderScreen(model: model))
    try host.find(DrinkPicker.self).select("Coffee", in: "Drink")
    #expect(model.drinks == ["Tea", "Coffee"])
  }

  @Test func aPickersMissingOptionIsReportedInsideTheQuery() {
    let host = ViewHost(OrderScreen(model: OrderModel()))
    let error = ViewHostError.inScope(
      query: "find(DrinkPicker.self)",
      error: .noOption(label: "Drink", option: "Milk", options: ["Tea", "Coffee"], view: "Picker")
    )
    #expect(throws: error) { try host.find(DrinkPicker.self).select("Milk", in: "Drink") }
  }
}
