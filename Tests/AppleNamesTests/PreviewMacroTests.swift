#if os(Linux)
import SwiftUI
import Testing

// Previews written as an app's files end, with `import SwiftUI` only: each is found by the
// catalog, hosted and read back.

private struct Greeting: View {
  let name: String

  var body: some View {
    Text("Hello, \(name)")
  }
}

#Preview {
  Greeting(name: "World")
}

#Preview("Wi-Fi", traits: .sizeThatFitsLayout) {
  @Previewable @State var isOn = false
  VStack {
    Toggle("Wi-Fi", isOn: $isOn)
    Text(isOn ? "on" : "off")
  }
}

#Preview("Landscape card", traits: .landscapeLeft, .fixedLayout(width: 200, height: 100)) {
  Text("Card")
}

#Preview(body: {
  let names = ["a", "b"]  // a statement before the view
  Text(names.joined(separator: ", "))
})

@MainActor
@Suite("#Preview: the previews of a file are found, hosted and drawn")
struct PreviewMacroTests {
  private let catalog = PreviewCatalog(fileID: #fileID)

  @Test func theFilesPreviewsAreListedInOrderWithNamesAndPlaces() {
    #expect(
      catalog.previews.map(\.name) == [
        "PreviewMacroTests.swift:16", "Wi-Fi", "Landscape card", "PreviewMacroTests.swift:32",
      ]
    )
    #expect(catalog.previews.map(\.location?.line) == [16, 20, 28, 32])
    #expect(catalog.previews.map(\.location?.column) == [1, 1, 1, 1])
    #expect(catalog.previews.map(\.location?.fileID) == Array(repeating: #fileID, count: 4))
    #expect(catalog.previews.map(\.provider) == Array(repeating: "PreviewMacroTests", count: 4))
    #expect(catalog.previews.map(\.index) == [0, 1, 2, 3])
  }

  @Test func aPreviewShowsItsBody() throws {
    let host = try catalog.host(at: 0)
    #expect(host.snapshot().first("Text")?.text == "Hello, World")
    #expect(host.size == CGSize(width: 390, height: 844))
    #expect(try catalog.host(at: 3).snapshot().first("Text")?.text == "a, b")
  }

  @Test func aPreviewableStateLivesInThePreviewsView() throws {
    let host = try catalog.host(named: "Wi-Fi")
    #expect(host.snapshot().all("Text").compactMap(\.text).last == "off")
    try host.toggle("Wi-Fi")
    #expect(host.snapshot().all("Text").compactMap(\.text).last == "on")
    // Each host starts from a new preview, as a canvas refresh does.
    let fresh = try catalog.host(named: "Wi-Fi")
    #expect(fresh.snapshot().all("Text").compactMap(\.text).last == "off")
  }

  @Test func traitsGiveTheLayoutAndOrientation() {
    let wifi = catalog.previews[1]
    #expect(wifi.layout == .sizeThatFits)
    let card = catalog.previews[2]
    #expect(card.orientation == .landscapeLeft)
    #expect(card.layout == .fixed(width: 200, height: 100))
    #expect(card.screenSize == CGSize(width: 200, height: 100))
    #expect(card.deviceScreenSize == CGSize(width: 844, height: 390))
  }

  @Test func theProgramsCatalogHoldsThisFilesPreviews() {
    let all = PreviewCatalog.all.previews.filter { $0.location?.fileID == #fileID }
    #expect(all.map(\.name) == catalog.previews.map(\.name))
  }

  @Test func picturesAreWrittenForEveryPreview() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("macro-previews-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = try catalog.writePictures(to: directory)
    #expect(
      files.map(\.lastPathComponent) == [
        "PreviewMacroTests-0.svg", "PreviewMacroTests-1-Wi-Fi.svg",
        "PreviewMacroTests-2-Landscape_card.svg", "PreviewMacroTests-3.svg",
      ]
    )
    let card = try String(contentsOf: files[2], encoding: .utf8)
    #expect(card.contains(">Card</text>"))
  }
}
#endif
