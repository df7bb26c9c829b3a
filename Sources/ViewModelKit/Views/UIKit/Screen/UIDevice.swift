public import Foundation

/// The device the app runs on: a headless iPhone with fixed, documented answers.
///
/// | property | value |
/// | --- | --- |
/// | ``name``, ``model``, ``localizedModel`` | `"iPhone"` (what iOS 16 and later report without the user-assigned-name entitlement) |
/// | ``systemName`` | `"iOS"` |
/// | ``systemVersion`` | `"18.0"` |
/// | ``userInterfaceIdiom`` | ``UIUserInterfaceIdiom/phone`` |
/// | ``identifierForVendor`` | ``vendorIdentifier``, one fixed UUID |
/// | ``orientation`` | ``UIDeviceOrientation/portrait``, or ``UIDeviceOrientation/landscapeLeft`` when the host's screen is wider than tall |
/// | battery | ``batteryLevel`` -1 and ``batteryState`` `.unknown` until monitoring is enabled, then 1 and `.full` (plugged in, charged) |
///
/// Unlike UIKit, ``name``, ``model``, ``systemVersion`` and ``userInterfaceIdiom`` can be set, so
/// that a test can run a screen as on an iPad; such a test sets them back before it ends, since
/// the device is one for the process.
///
/// ```swift
/// let columns = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
/// ```
@MainActor
public final class UIDevice {
  private static let only = UIDevice()

  /// The fixed identifier ``identifierForVendor`` reports.
  public static let vendorIdentifier = UUID(uuidString: "6F1C2A4E-9B7D-4E3A-8C51-2D0F4B6A7E93")!

  /// The device's name: `"iPhone"`.
  public var name = "iPhone"
  /// The kind of device: `"iPhone"`.
  public var model = "iPhone"
  /// The system's name: `"iOS"`.
  public let systemName = "iOS"
  /// The system's version: `"18.0"`.
  public var systemVersion = "18.0"
  /// The kind of interface: ``UIUserInterfaceIdiom/phone``.
  public var userInterfaceIdiom = UIUserInterfaceIdiom.phone
  /// Whether the device posts orientation changes (``beginGeneratingDeviceOrientationNotifications()``).
  public private(set) var isGeneratingDeviceOrientationNotifications = false
  /// Whether the battery is monitored; until it is, the battery reads as unknown.
  public var isBatteryMonitoringEnabled = false
  /// Whether the system runs several apps at once: `true`.
  public let isMultitaskingSupported = true

  private init() {}

  /// The device.
  public class var current: UIDevice { only }

  /// The kind of device, localized: `"iPhone"`.
  public var localizedModel: String { model }

  /// The identifier shared by this vendor's apps on the device: ``vendorIdentifier``.
  public var identifierForVendor: UUID? { Self.vendorIdentifier }

  /// How the device is held: portrait, or landscape (home button right) when the current host's
  /// screen is wider than tall.
  public var orientation: UIDeviceOrientation {
    let size = UIScreen.main.bounds.size
    return size.width > size.height ? .landscapeLeft : .portrait
  }

  /// The charge from 0 to 1: 1 while monitored, -1 otherwise.
  public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }

  /// The battery's state: full while monitored, unknown otherwise.
  public var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }

  /// Starts posting ``orientationDidChangeNotification``; the headless device never turns, so
  /// none is posted.
  public func beginGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = true
  }

  /// Stops posting orientation changes.
  public func endGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = false
  }

  /// Posted when the device turns (never, headlessly; a test may post it).
  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification"
  )
  /// Posted when the battery's charge changes (never, headlessly).
  public static let batteryLevelDidChangeNotification = Notification.Name(
    "UIDeviceBatteryLevelDidChangeNotification"
  )
  /// Posted when the battery starts or stops charging (never, headlessly).
  public static let batteryStateDidChangeNotification = Notification.Name(
    "UIDeviceBatteryStateDidChangeNotification"
  )
}
