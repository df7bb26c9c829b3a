public import Foundation

/// A control that opens a URL.
///
/// A ``ViewHost`` taps it by its title; the tap calls the environment's ``OpenURLAction``
/// (`\.openURL`), which by default leaves it to the system: headlessly the URL is recorded in
/// `UIApplication.shared.openedURLs`.
///
/// ```swift
/// Link("Terms", destination: URL(string: "https://example.com/terms")!)
/// ```
public struct Link<Label: View>: View {
  public typealias Body = Never
  let destination: URL
  let label: Label

  /// Creates a link with a label view.
  ///
  /// - Parameters:
  ///   - destination: The URL.
  ///   - label: The link's content.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
}

extension Link where Label == Text {
  /// Creates a link with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - destination: The URL.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

extension Link: PrimitiveView, TappableControl, SnapshotDescribable {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, label)] }

  func performTap(in environment: EnvironmentValues) {
    environment.openURL(destination)
  }

  var snapshotLine: String { "Link \(destination.absoluteString)" }
}

/// Opens a URL: what ``Link`` calls, read with `@Environment(\.openURL)`.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(helpURL) }
/// ```
public struct OpenURLAction {
  /// What a handler did with a URL.
  public enum Result: Sendable {
    /// It opened the URL.
    case handled
    /// It did nothing with it.
    case discarded
    /// It leaves the URL to the system (headlessly: recorded in
    /// `UIApplication.shared.openedURLs`).
    case systemAction
  }

  let handler: (URL) -> Result

  /// Creates an action with a handler.
  ///
  /// - Parameter handler: What to do with a URL.
  public init(handler: @escaping (URL) -> Result) {
    self.handler = handler
  }

  /// Opens a URL: runs the handler, and when it leaves the URL to the system, the system
  /// opens it as `UIApplication.shared.open(_:)` does (recorded in
  /// `UIApplication.shared.openedURLs`).
  ///
  /// - Parameter url: The URL.
  @MainActor
  public func callAsFunction(_ url: URL) {
    if case .systemAction = handler(url) {
      UIApplication.shared.open(url)
    }
  }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
  /// Opens a URL; the default leaves it to the system, which headlessly records it in
  /// `UIApplication.shared.openedURLs`.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
