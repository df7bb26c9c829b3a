import Foundation
import Testing
import ViewModelKit

/// A pushed screen with state of its own, showing what its presenter hands it.
private struct Basket: View {
  let count: Int
  let add: () -> Void
  @State private var notes = 0

  var body: some View {
    VStack {
      Text("Items \(count), notes \(notes)")
      Button("Add item") { add() }
      Button("Add note") { notes += 1 }
    }
    .navigationTitle("Basket \(count)")
  }
}

private struct Shop: View {
  @State private var count = 0
  @State private var showsBasket = false

  var body: some View {
    NavigationStack {
      VStack {
        Text("Shop: \(count)")
        Button("Open basket") { showsBasket = true }
      }
      .navigationDestination(isPresented: $showsBasket) {
        Basket(count: count) { count += 1 }
      }
    }
  }
}

@MainActor
@Suite("Binding-driven destinations")
struct BindingDestinationTests {
  @Test func anIsPresentedScreenFollowsThePresentersStateWhilePushed() throws {
    let host = ViewHost(Shop())
    try host.tap("Open basket")
    #expect(shownTexts(host) == ["Items 0, notes 0", "Add item", "Add note", "Basket 0", "Back"])
    try host.tap("Add note")
    try host.tap("Add item")
    try host.tap("Add item")
    #expect(shownTexts(host) == ["Items 2, notes 1", "Add item", "Add note", "Basket 2", "Back"])
    #expect(host.screens.map(\.description) == ["root(-)", "pushed(Basket 2)"])
    try host.back()
    #expect(shownTexts(host) == ["Shop: 2", "Open basket"])
    try host.tap("Open basket")
    #expect(shownTexts(host) == ["Items 2, notes 0", "Add item", "Add note", "Basket 2", "Back"])
  }

  @Test func anItemScreenIsReplacedWhenTheItemChangesWhilePushed() throws {
    struct Numbers: View {
      @State private var selected: Int?
      @State private var label = "plain"

      var body: some View {
        NavigationStack {
          Button("Pick 5") { selected = 5 }
            .navigationDestination(item: $selected) { value in
              VStack {
                Text("Number \(value), \(label)")
                Button("Next") { selected = value + 1 }
                Button("Bold") { label = "bold" }
              }
              .navigationTitle("N\(value)")
            }
        }
      }
    }
    let host = ViewHost(Numbers())
    try host.tap("Pick 5")
    try host.tap("Bold")
    #expect(shownTexts(host) == ["Number 5, bold", "Next", "Bold", "N5", "Back"])
    try host.tap("Next")
    #expect(shownTexts(host) == ["Number 6, bold", "Next", "Bold", "N6", "Back"])
    #expect(host.screens.map(\.description) == ["root(-)", "pushed(N6)"])
    try host.back()
    #expect(shownTexts(host) == ["Pick 5"])
  }
}
