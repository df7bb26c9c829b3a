import UIKit

/// The app's haptics, in one place.
enum Haptics {
  /// A note was saved.
  @MainActor static func saved() {
    UINotificationFeedbackGenerator().notificationOccurred(.success)
  }
}
