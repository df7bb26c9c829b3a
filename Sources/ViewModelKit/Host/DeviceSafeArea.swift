import Foundation

/// The safe-area insets of iPhones in portrait, for ``ViewHost/init(_:size:safeAreaInsets:framesPerSecond:)``.
///
/// A host has none by default: the screen's edges are safe, as in every golden made before the
/// insets existed. Given a device's insets, the host lays the root out in the safe area (a
/// navigation stack's bar starts below the status bar), `ignoresSafeArea()` reaches the
/// screen's edges, `GeometryProxy.safeAreaInsets` reports them, a sheet starts 10 points below
/// the status bar and presented content keeps clear of the home indicator.
///
/// ```swift
/// let host = ViewHost(InboxView(), safeAreaInsets: DeviceSafeArea.notch)
/// host.snapshot().first("Color")?.frame  // (0, 47, 390, 763) for a Color filling the screen
/// ```
///
/// The values are those UIKit reports on the devices (`UIWindow.safeAreaInsets`); Apple
/// publishes them in its simulators, not as API.
public enum DeviceSafeArea {
  /// A phone with a notch and the default 390×844 screen (iPhone 12, 13 and 14): a status bar
  /// of 47 points and a home indicator of 34.
  public static let notch = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

  /// A phone with the Dynamic Island (iPhone 14 Pro, 15, 16; a 393×852 screen): a status bar of
  /// 59 points and a home indicator of 34.
  public static let dynamicIsland = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
}
