import Testing
import ViewModelKit

private struct AdaptiveLayout: View {
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @Environment(\.verticalSizeClass) private var verticalSizeClass

  var body: some View {
    if horizontalSizeClass == .regular {
      Text("Side by side")
    } else {
      Text("Stacked, vertical \(verticalSizeClass == .regular ? "regular" : "compact")")
    }
  }
}

@MainActor
@Suite("Size classes")
struct UserInterfaceSizeClassTests {
  @Test func aPortraitPhoneIsHorizontallyCompactAndVerticallyRegular() {
    let host = ViewHost(AdaptiveLayout())
    #expect(shownTexts(host) == ["Stacked, vertical regular"])
  }

  @Test func aViewCanWriteAnotherSizeClass() {
    let host = ViewHost(AdaptiveLayout().environment(\.horizontalSizeClass, .regular))
    #expect(shownTexts(host) == ["Side by side"])
  }

  @Test func theClassesAreTheTwoSwiftUINames() {
    #expect(UserInterfaceSizeClass.allCases == [.compact, .regular])
  }
}
