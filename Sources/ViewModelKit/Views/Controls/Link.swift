public import Foundation

/// A control that opens a URL.
///
/// A ``ViewHost`` taps it by its title; the tap calls the environment's ``OpenURLAction``
/// (`\.openURL`), which headlessly opens nothing unless a test sets its own.
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
    /// It leaves the URL to the system (headlessly: nothing).
    case systemAction
  }

  let handler: (URL) -> Result

  /// Creates an action with a handler.
  ///
  /// - Parameter handler: What to do with a URL.
  public init(handler: @escaping (URL) -> Result) {
    self.handler = handler
  }

  /// Opens a URL.
  ///
  /// - Parameter url: The URL.
  public func callAsFunction(_ url: URL) {
    _ = handler(url)
  }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
  /// Opens a URL; headlessly the default opens nothing.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
