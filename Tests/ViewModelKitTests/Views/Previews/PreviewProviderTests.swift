import Testing
import ViewModelKit

// Previews written as an app's file ends: a provider with several previews, traits, a group with
// an environment object, a ForEach over devices. Each one is listed, hosted, tapped and drawn.

private final class CartModel: ObservableObject {
  @Published var count = 0
}

private struct CartBadge: View {
  @EnvironmentObject var cart: CartModel

  var body: some View {
    VStack {
      Text("\(cart.count) items")
      Button("Add") { cart.count += 1 }
    }
  }
}

private struct CartBadge_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      CartBadge()
        .previewDisplayName("Empty")
      CartBadge()
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Fitted")
    }
    .environmentObject(CartModel())
  }
}

private struct DeviceGallery_Previews: PreviewProvider {
  static var previews: some View {
    ForEach(["iPhone SE (3rd generation)", "iPad Pro (11-inch) (4th generation)"], id: \.self) {
      name in
      Text(name)
        .previewDevice(PreviewDevice(rawValue: name))
        .previewDisplayName(name)
    }
    Text("Landscape")
      .previewDevice("iPhone 15 Pro")
      .previewInterfaceOrientation(.landscapeLeft)
    Text("Card")
      .padding()
      .previewLayout(.fixed(width: 200, height: 100))
  }
}

@MainActor
@Suite("Previews: providers are listed, hosted, tapped and drawn")
struct PreviewProviderTests {
  @Test func eachTopLevelViewOfAGroupIsOnePreviewWithItsTraits() throws {
    let catalog = PreviewCatalog(CartBadge_Previews.self)
    #expect(catalog.previews.map(\.name) == ["Empty", "Fitted"])
    #expect(catalog.previews.map(\.index) == [0, 1])
    #expect(catalog.previews[0].layout == .device)
    #expect(catalog.previews[1].layout == .sizeThatFits)
    #expect(catalog.previews[0].screenSize == CGSize(width: 390, height: 844))
  }

  @Test func aModifierAroundTheGroupAppliesToEachPreview() throws {
    let catalog = PreviewCatalog(CartBadge_Previews.self)
    let host = try catalog.host(named: "Empty")
    try host.tap("Add")
    try host.tap("Add")
    #expect(host.snapshot().first("Text")?.text == "2 items")
    // The other preview sees an environment object too (without it the body would trap)…
    let fitted = try catalog.host(at: 1)
    #expect(fitted.snapshot().first("Text")?.text == "0 items")
    // …and each host starts from a new evaluation of `previews`, as a canvas refresh does.
    #expect(try catalog.host(named: "Empty").snapshot().first("Text")?.text == "0 items")
  }

  @Test func sizeThatFitsHostsThePreviewOnAScreenOfItsOwnSize() throws {
    let fitted = PreviewCatalog(CartBadge_Previews.self).previews[1]
    // "0 items" is 7 × 8 points by 20; "Add" 24 by 20; 8 points between them in the VStack.
    #expect(fitted.screenSize == CGSize(width: 56, height: 48))
    let host = fitted.host()
    #expect(host.size == CGSize(width: 56, height: 48))
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 0, y: 0, width: 56, height: 20))
  }

  @Test func devicesOrientationsAndFixedLayoutsGiveTheScreen() {
    let previews = PreviewCatalog(DeviceGallery_Previews.self).previews
    #expect(
      previews.map(\.name) == [
        "iPhone SE (3rd generation)", "iPad Pro (11-inch) (4th generation)",
        "DeviceGallery_Previews 2", "DeviceGallery_Previews 3",
      ]
    )
    #expect(
      previews.map(\.screenSize) == [
        CGSize(width: 375, height: 667), CGSize(width: 834, height: 1194),
        CGSize(width: 852, height: 393), CGSize(width: 200, height: 100),
      ]
    )
    #expect(previews[2].orientation == .landscapeLeft)
    #expect(previews[3].device == nil)
  }

  @Test func anUnknownDeviceHasTheDefaultScreen() {
    #expect(PreviewDevice("Galaxy S24").screenSize == nil)
    #expect(PreviewDevice("iPhone 16 Pro Max").screenSize == CGSize(width: 440, height: 956))
    #expect(PreviewDevice("iPhone 16 Pro").screenSize == CGSize(width: 402, height: 874))
  }

  @Test func severalProvidersAreListedInOrder() {
    let catalog = PreviewCatalog(CartBadge_Previews.self, DeviceGallery_Previews.self)
    #expect(catalog.previews.count == 6)
    #expect(catalog.previews.map(\.provider).first == "CartBadge_Previews")
    #expect(catalog.previews.map(\.provider).last == "DeviceGallery_Previews")
  }

  @Test func unknownNamesAndIndicesAreClearErrors() {
    let catalog = PreviewCatalog(CartBadge_Previews.self)
    #expect(throws: PreviewError.unknownName("Full", candidates: ["Empty", "Fitted"])) {
      try catalog.host(named: "Full")
    }
    #expect(
      PreviewError.unknownName("Full", candidates: ["Empty", "Fitted"]).description
        == "No preview is named \"Full\". Previews: \"Empty\", \"Fitted\"."
    )
    #expect(throws: PreviewError.indexOutOfRange(2, count: 2)) { try catalog.host(at: 2) }
    #expect(
      PreviewError.indexOutOfRange(2, count: 2).description
        == "No preview at index 2: there are 2."
    )
  }

  @Test func everyPreviewsPictureIsWrittenToAFileNamedAfterIt() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("previews-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = try PreviewCatalog(DeviceGallery_Previews.self).writePictures(to: directory)
    #expect(
      files.map(\.lastPathComponent) == [
        "DeviceGallery_Previews-0-iPhone_SE__3rd_generation_.svg",
        "DeviceGallery_Previews-1-iPad_Pro__11-inch___4th_generation_.svg",
        "DeviceGallery_Previews-2.svg",
        "DeviceGallery_Previews-3.svg",
      ]
    )
    let card = try String(contentsOf: files[3], encoding: .utf8)
    #expect(
      card.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\"")
    )
    #expect(card.contains(">Card</text>"))
  }

  @Test func aProviderHasNoPlatformUnlessItSaysSo() {
    #expect(CartBadge_Previews.platform == nil)
  }

  @Test func preferredColorSchemeIsSeenByTheViewAndItsDescendants() {
    struct SchemeLabel: View {
      @Environment(\.colorScheme) var scheme
      var body: some View { Text(scheme == .dark ? "dark" : "light") }
    }
    let dark = ViewHost(VStack { SchemeLabel() }.preferredColorScheme(.dark))
    #expect(dark.snapshot().first("Text")?.text == "dark")
    let unchanged = ViewHost(SchemeLabel().preferredColorScheme(nil))
    #expect(unchanged.snapshot().first("Text")?.text == "light")
  }
}
