import Foundation
import Testing
import ViewModelKit

private struct Order: View {
  @State private var quantity = 1
  @State private var password = ""
  @State private var volume = 0.5
  @State private var flavor = "Vanilla"

  var body: some View {
    VStack {
      Stepper("Quantity", value: $quantity, in: 1...3)
      Text("\(quantity) ordered")
      SecureField("Password", text: $password)
      Text(password.isEmpty ? "No password" : "Password set")
      Slider(value: $volume, in: 0...1)
      Picker("Flavor", selection: $flavor) {
        Text("Vanilla").tag("Vanilla")
        Text("Chocolate").tag("Chocolate")
      }
    }
  }
}

@MainActor
@Suite("More controls")
struct MoreControlsTests {
  @Test func stepperStepsWithinItsBounds() throws {
    let host = ViewHost(Order())
    try host.increment("Quantity")
    try host.increment("Quantity")
    try host.increment("Quantity")
    #expect(host.snapshot().all("Text").contains { $0.text == "3 ordered" })
    try host.decrement("Quantity")
    #expect(host.snapshot().all("Text").contains { $0.text == "2 ordered" })
  }

  @Test func secureFieldTakesTypedText() throws {
    let host = ViewHost(Order())
    try host.type("secret", into: "Password")
    #expect(host.snapshot().all("Text").contains { $0.text == "Password set" })
  }

  @Test func sliderAndPickerRenderTheirParts() throws {
    let host = ViewHost(Order())
    let snapshot = host.snapshot()
    #expect(snapshot.first("Slider")?.frame.height == 30)
    // A menu picker (the default) shows its selection, not every option.
    #expect(!snapshot.all("Text").compactMap(\.text).contains("Chocolate"))
    try host.select("Chocolate", in: "Flavor")
    #expect(
      host.snapshot().first("Picker")?.all("Text").compactMap(\.text) == ["Flavor", "Chocolate"]
    )
  }
}
