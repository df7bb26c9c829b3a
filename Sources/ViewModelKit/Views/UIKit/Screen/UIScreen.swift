public import Foundation

/// The device's screen, as a SwiftUI screen reads it: `UIScreen.main.bounds.width`.
///
/// The screen is the ``ViewHost``'s: while a host renders its views, runs an interaction or one of
/// its tasks, ``bounds`` is the host's size (390×844 points unless the host was given another).
/// Outside any host's work it is the screen of the host created last that still exists, and
/// before any host, or after all are gone, an iPhone 14's 390×844 points, the host's default. The
/// scale is always 3 (a Retina HD display), so ``nativeBounds`` is the bounds in pixels, portrait
/// side first, as UIKit reports it whatever the orientation.
///
/// ```swift
/// struct Banner: View {
///   var body: some View {
///     Image("banner").resizable()
///       .frame(width: UIScreen.main.bounds.width * 0.9, height: 120)
///   }
/// }
/// ```
///
/// `UIScreen.main` is one object whose properties read the current host at every access, so a
/// reference kept across hosts follows them.
@MainActor
public final class UIScreen {
  /// The only screen.
  private static let only = UIScreen()

  /// The screen of a host before any exists: an iPhone 14's, in points.
  public static let defaultSize = CGSize(width: 390, height: 844)

  /// The display's brightness, from 0 to 1 (0.5 at first); setting it is kept and read back,
  /// nothing dims.
  public var brightness: CGFloat = 0.5

  private init() {}

  /// The device's screen: the current host's (see ``UIScreen``).
  ///
  /// UIKit deprecates it in favour of a window scene's screen; SwiftUI apps still read it, and
  /// window scenes are absent here.
  public class var main: UIScreen { only }

  /// Every screen: the main one.
  public class var screens: [UIScreen] { [only] }

  /// The screen's rectangle in points, at the origin: the current host's size.
  public var bounds: CGRect { CGRect(origin: .zero, size: HostScreens.currentSize) }

  /// The screen's rectangle in pixels, portrait side first: the bounds times ``scale``.
  public var nativeBounds: CGRect {
    let size = HostScreens.currentSize
    let short = min(size.width, size.height)
    let long = max(size.width, size.height)
    return CGRect(x: 0, y: 0, width: short * scale, height: long * scale)
  }

  /// Pixels per point: 3.
  public var scale: CGFloat { 3 }

  /// The physical pixels per point: 3, as ``scale``.
  public var nativeScale: CGFloat { 3 }
}
