import Testing
import ViewModelKit

/// A promo card written for iOS: 90% of the screen's width, whatever the device.
private struct PromoCard: View {
  @State private var isExpanded = false

  var body: some View {
    VStack {
      RoundedRectangle(cornerRadius: 12)
        .frame(width: UIScreen.main.bounds.width * 0.9, height: isExpanded ? 240 : 120)
      Button("More") { isExpanded.toggle() }
    }
  }
}

/// A button that reads the screen when tapped, as a share sheet's anchor would.
private struct ScreenReader: View {
  let seen: ScreenLog

  var body: some View {
    Button("Measure") { seen.widths.append(UIScreen.main.bounds.width) }
  }
}

@MainActor
private final class ScreenLog {
  var widths: [CGFloat] = []
}

@MainActor
@Suite("UIScreen")
struct UIScreenTests {
  @Test func aBodyLaysOutWithItsHostsScreen() throws {
    let phone = ViewHost(PromoCard())
    #expect(phone.snapshot().first("RoundedRectangle")?.frame.width == 351)
    let small = ViewHost(PromoCard(), size: CGSize(width: 320, height: 568))
    #expect(small.snapshot().first("RoundedRectangle")?.frame.width == 288)
    // The first host's body, evaluated again after the second host was made, reads its own.
    try phone.tap("More")
    #expect(
      phone.snapshot().first("RoundedRectangle")?.frame.size == CGSize(width: 351, height: 240)
    )
  }

  @Test func anActionReadsTheScreenOfTheHostThatRunsIt() throws {
    let log = ScreenLog()
    let tablet = ViewHost(ScreenReader(seen: log), size: CGSize(width: 820, height: 1180))
    let other = ViewHost(EmptyView(), size: CGSize(width: 375, height: 667))
    try tablet.tap("Measure")
    #expect(log.widths == [820])
    // Outside any host's work: the host created last.
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
    _ = other
  }

  @Test func theScaleIsThreeAndNativeBoundsArePortraitPixels() {
    let landscape = ViewHost(EmptyView(), size: CGSize(width: 844, height: 390))
    #expect(UIScreen.main.scale == 3)
    #expect(UIScreen.main.nativeScale == 3)
    #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
    #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
    #expect(UIScreen.screens.count == 1)
    #expect(UIScreen.main === UIScreen.screens[0])
    _ = landscape
  }

  @Test func theDefaultScreenIsTheHostsDefault() {
    #expect(UIScreen.defaultSize == CGSize(width: 390, height: 844))
  }

  @Test func brightnessIsKept() {
    let original = UIScreen.main.brightness
    defer { UIScreen.main.brightness = original }
    UIScreen.main.brightness = 1
    #expect(UIScreen.main.brightness == 1)
  }
}
