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

  @Test func inlineAndWheelPickersShowTheLabelAboveEveryOption() throws {
    for style in ["inline", "wheel"] {
      let host = ViewHost(SizePicker(style: style))
      let picker = try #require(host.snapshot().first("Picker"))
      // Four lines of 20 points with three gaps of 8.
      #expect(picker.frame == CGRect(x: 179, y: 370, width: 32, height: 104))
      #expect(picker.all("Text").compactMap(\.text) == ["Size", "S", "M", "L"])
    }
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
