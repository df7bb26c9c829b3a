import Testing
import ViewModelKit

private enum Size: String, CaseIterable {
  case small = "S"
  case medium = "M"
  case large = "L"
}

private struct SizePicker: View {
  @State private var size = Size.medium
  let style: String

  var body: some View {
    switch style {
    case "segmented":
      picker.pickerStyle(.segmented)
    case "inline":
      picker.pickerStyle(.inline)
    case "wheel":
      picker.pickerStyle(.wheel)
    case "hidden":
      picker.labelsHidden()
    default:
      picker
    }
  }

  var picker: some View {
    Picker("Size", selection: $size) {
      ForEach(Size.allCases, id: \.self) { size in
        Text(size.rawValue).tag(size)
      }
    }
  }
}

private struct OptionalFlavor: View {
  @State private var flavor: String?

  var body: some View {
    VStack {
      Picker("Flavor", selection: $flavor) {
        Text("None").tag(String?.none)
        Text("Mint").tag(String?.some("mint"))
      }
      Text(flavor ?? "no flavor")
    }
  }
}

@MainActor
@Suite("Picker styles")
struct PickerStyleTests {
  @Test func theDefaultStyleIsAMenuRow() throws {
    let host = ViewHost(SizePicker(style: "automatic"))
    let picker = try #require(host.snapshot().first("Picker"))
    #expect(picker.frame == CGRect(x: 0, y: 412, width: 390, height: 20))
    #expect(picker.all("Text").compactMap(\.text) == ["Size", "M"])
  }

  @Test func aSegmentedPickerShowsTheOptionsSideBySide() throws {
    let host = ViewHost(SizePicker(style: "segmented"))
    let picker = try #require(host.snapshot().first("Picker"))
    #expect(picker.frame == CGRect(x: 183, y: 412, width: 24, height: 20))
    #expect(picker.all("Text").map(\.frame.minX) == [183, 191, 199] as [CGFloat])
    try host.select("L", in: "Size")
    #expect(host.treeDescription().contains("Picker selection: large"))
  }

  @Test func anInlinePickerShowsTheLabelAboveEveryOption() throws {
    let host = ViewHost(SizePicker(style: "inline"))
    let picker = try #require(host.snapshot().first("Picker"))
    // Four lines of 20 points with three gaps of 8.
    #expect(picker.frame == CGRect(x: 179, y: 370, width: 32, height: 104))
    #expect(picker.all("Text").compactMap(\.text) == ["Size", "S", "M", "L"])
  }

  @Test func aWheelIsAsWideAsOfferedAndCentresTheSelectedOption() throws {
    let host = ViewHost(SizePicker(style: "wheel"))
    let picker = try #require(host.snapshot().first("Picker"))
    #expect(picker.frame == CGRect(x: 0, y: 314, width: 390, height: 216))
    // No label; rows of 32 points, the selected one's middle at the wheel's (314 + 108).
    #expect(picker.all("Text").compactMap(\.text) == ["S", "M", "L"])
    #expect(picker.all("Text").map(\.frame.midY) == [390, 422, 454] as [CGFloat])
    try host.select("L", in: "Size")
    let turned = try #require(host.snapshot().first("Picker"))
    #expect(turned.all("Text").map(\.frame.midY) == [358, 390, 422] as [CGFloat])
  }

  @Test func hiddenLabelsAreNotLaidOutButStillFindThePicker() throws {
    let host = ViewHost(SizePicker(style: "hidden"))
    #expect(host.snapshot().first("Picker")?.all("Text").compactMap(\.text) == ["M"])
    try host.select("S", in: "Size")
    #expect(shownTexts(host) == ["S"])
  }

  @Test func anOptionalSelectionTakesOptionalTags() throws {
    let host = ViewHost(OptionalFlavor())
    #expect(shownTexts(host) == ["Flavor", "None", "no flavor"])
    try host.select("Mint", in: "Flavor")
    #expect(shownTexts(host) == ["Flavor", "Mint", "mint"])
  }
}

/// A timer's duration as timer apps ask for it: two wheels side by side, each with its unit.
private struct DurationPicker: View {
  @State private var hours = 0
  @State private var minutes = 25

  var body: some View {
    HStack {
      Picker("Hours", selection: $hours) {
        ForEach(0..<24) { Text("\($0)") }
      }
      .pickerStyle(.wheel)
      Text("h")
      Picker("Minutes", selection: $minutes) {
        ForEach(0..<60) { Text("\($0)") }
      }
      .pickerStyle(.wheel)
      Text("min")
    }
  }
}

@MainActor
@Suite("Picker styles: wheels")
struct WheelPickerTests {
  @Test func twoWheelsShareTheRowAndShowSevenRowsAroundTheirSelection() throws {
    let host = ViewHost(DurationPicker())
    let wheels = host.snapshot().all("Picker")
    #expect(wheels.map(\.frame.height) == [216, 216])
    #expect(wheels[0].frame.width == wheels[1].frame.width)
    #expect(wheels[0].all("Text").compactMap(\.text) == ["0", "1", "2", "3"])
    #expect(wheels[1].all("Text").compactMap(\.text) == ["22", "23", "24", "25", "26", "27", "28"])
    try host.select("59", in: "Minutes")
    #expect(
      host.snapshot().all("Picker")[1].all("Text").compactMap(\.text) == ["56", "57", "58", "59"]
    )
  }
}
