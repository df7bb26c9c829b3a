import Foundation

extension UIApplication {
  /// Follows a hosted app's scene as it moves from `old` to `new`: sets ``applicationState``
  /// and posts UIKit's notifications in a device's order (``willResignActiveNotification``,
  /// ``didEnterBackgroundNotification``, ``willEnterForegroundNotification``,
  /// ``didBecomeActiveNotification``), each step of a jump (`active` to `background`) included.
  func sceneMoved(from old: ScenePhase, to new: ScenePhase) {
    applicationState = State(new)
    for name in Self.notifications(from: old, to: new) {
      NotificationCenter.default.post(name: name, object: self)
    }
  }

  /// The notifications a move between two phases posts, in order.
  static func notifications(from old: ScenePhase, to new: ScenePhase) -> [Notification.Name] {
    switch (old, new) {
    case (.active, .inactive): [willResignActiveNotification]
    case (.active, .background): [willResignActiveNotification, didEnterBackgroundNotification]
    case (.inactive, .background): [didEnterBackgroundNotification]
    case (.background, .inactive): [willEnterForegroundNotification]
    case (.background, .active): [willEnterForegroundNotification, didBecomeActiveNotification]
    case (.inactive, .active): [didBecomeActiveNotification]
    default: []
    }
  }
}

extension UIApplication.State {
  init(_ phase: ScenePhase) {
    switch phase {
    case .active: self = .active
    case .inactive: self = .inactive
    case .background: self = .background
    }
  }
}
