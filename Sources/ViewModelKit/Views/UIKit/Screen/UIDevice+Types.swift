/// The kind of interface an app runs in.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { showSidebar() }
/// ```
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
  /// Not known.
  case unspecified = -1
  /// An iPhone or iPod touch.
  case phone
  /// An iPad.
  case pad
  /// Apple TV.
  case tv
  /// CarPlay.
  case carPlay
  /// A Mac running a Mac Catalyst or iPad app.
  case mac = 5
  /// Apple Vision Pro.
  case vision
}

/// How the device is held.
///
/// ```swift
/// let isLandscape = UIDevice.current.orientation.isLandscape
/// ```
public enum UIDeviceOrientation: Int, Hashable, Sendable {
  /// Not known.
  case unknown
  /// Upright, home button at the bottom.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// On its side, home button on the right.
  case landscapeLeft
  /// On its side, home button on the left.
  case landscapeRight
  /// Flat, screen up.
  case faceUp
  /// Flat, screen down.
  case faceDown

  /// Whether it is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether it is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether it lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }

  /// Whether an interface can take this orientation: portrait or landscape.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIDevice {
  /// Whether the battery is charging.
  public enum BatteryState: Int, Hashable, Sendable {
    /// Not known (monitoring is off).
    case unknown
    /// On battery.
    case unplugged
    /// Plugged in, below full charge.
    case charging
    /// Plugged in, fully charged.
    case full
  }
}
