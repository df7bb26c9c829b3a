import Testing
import ViewModelKit

/// A gallery written for iOS: more columns on an iPad.
private struct Gallery: View {
  var body: some View {
    Text(UIDevice.current.userInterfaceIdiom == .pad ? "4 columns" : "2 columns")
  }
}

@MainActor
@Suite("UIDevice")
struct UIDeviceTests {
  @Test func theDeviceIsAFixedIPhone() {
    let device = UIDevice.current
    #expect(device.name == "iPhone")
    #expect(device.model == "iPhone")
    #expect(device.localizedModel == "iPhone")
    #expect(device.systemName == "iOS")
    #expect(device.systemVersion == "18.0")
    #expect(device.userInterfaceIdiom == .phone)
    #expect(device.identifierForVendor?.uuidString == "6F1C2A4E-9B7D-4E3A-8C51-2D0F4B6A7E93")
    #expect(device.isMultitaskingSupported)
  }

  @Test func theOrientationFollowsTheHostsScreen() {
    let portrait = ViewHost(EmptyView())
    #expect(UIDevice.current.orientation == .portrait)
    #expect(UIDevice.current.orientation.isPortrait)
    let landscape = ViewHost(EmptyView(), size: CGSize(width: 844, height: 390))
    #expect(UIDevice.current.orientation == .landscapeLeft)
    #expect(UIDevice.current.orientation.isLandscape)
    #expect(UIDevice.current.orientation.isValidInterfaceOrientation)
    _ = (portrait, landscape)
  }

  @Test func theBatteryIsUnknownUntilMonitoredThenFull() {
    let device = UIDevice.current
    let wasMonitoring = device.isBatteryMonitoringEnabled
    defer { device.isBatteryMonitoringEnabled = wasMonitoring }
    device.isBatteryMonitoringEnabled = false
    #expect(device.batteryLevel == -1)
    #expect(device.batteryState == .unknown)
    device.isBatteryMonitoringEnabled = true
    #expect(device.batteryLevel == 1)
    #expect(device.batteryState == .full)
  }

  @Test func aTestCanRunAScreenAsOnAnIPad() {
    #expect(ViewHost(Gallery()).snapshot().first("Text")?.text == "2 columns")
    UIDevice.current.userInterfaceIdiom = .pad
    defer { UIDevice.current.userInterfaceIdiom = .phone }
    #expect(ViewHost(Gallery()).snapshot().first("Text")?.text == "4 columns")
  }

  @Test func orientationNotificationsCanBeTurnedOnAndOff() {
    let device = UIDevice.current
    device.beginGeneratingDeviceOrientationNotifications()
    #expect(device.isGeneratingDeviceOrientationNotifications)
    device.endGeneratingDeviceOrientationNotifications()
    #expect(!device.isGeneratingDeviceOrientationNotifications)
    #expect(
      UIDevice.orientationDidChangeNotification.rawValue
        == "UIDeviceOrientationDidChangeNotification"
    )
  }
}
