import Testing
import ViewModelKit

// A battery gauge as a settings screen shows it: the value within its range, its labels, and a
// style.

private struct BatteryView: View {
  @State private var level = 40.0

  var body: some View {
    VStack {
      Gauge(value: level, in: 0...100) {
        Text("Battery")
      } currentValueLabel: {
        Text("\(Int(level))%")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
      .gaugeStyle(.accessoryLinearCapacity)
      Button("Charge") { level += 70 }
    }
  }
}

@MainActor
struct GaugeTests {
  @Test func theGaugeShowsItsLabelsAndTheValueAsAFractionOfItsRange() throws {
    let host = ViewHost(BatteryView())
    #expect(shownTexts(host) == ["Battery", "0", "100", "40%", "Charge"])
    #expect(host.treeDescription().contains("Gauge fraction: 0.4"))
    #expect(host.treeDescription().contains(".gaugeStyle(AccessoryLinearCapacityGaugeStyle)"))

    // The value is clamped to the range; the label shows what the app gives it.
    try host.tap("Charge")
    #expect(host.treeDescription().contains("Gauge fraction: 1.0"))
    #expect(shownTexts(host).contains("110%"))
  }

  @Test func theBarTakesTheWidthBetweenTheBoundsLabels() throws {
    let host = ViewHost(BatteryView())
    let snapshot = host.snapshot()
    let bar = try #require(snapshot.first("_ControlPart")).frame
    let minimum = try #require(snapshot.all("Text").first { $0.text == "0" }).frame
    let maximum = try #require(snapshot.all("Text").first { $0.text == "100" }).frame
    #expect(bar.height == 4)
    #expect(bar.minX > minimum.maxX)
    #expect(bar.maxX < maximum.minX)
  }

  @Test func aGaugeWithOnlyALabelStartsFromTheDefaultRange() {
    let host = ViewHost(Gauge(value: 0.25) { Text("Volume") })
    #expect(shownTexts(host) == ["Volume"])
    #expect(host.treeDescription().contains("Gauge fraction: 0.25"))
  }
}
