public import Foundation

/// A control that shares an item through the system's share sheet.
///
/// Headless, it shows its label (by default `Label("Share", systemImage: "square.and.arrow.up")`)
/// and a ``ViewHost`` can tap it, but no share sheet is modelled: the tap does nothing.
///
/// ```swift
/// ShareLink(item: articleURL)
/// ShareLink("Send", item: "Hello")
/// ```
public struct ShareLink<Label: View>: View {
  public typealias Body = Never
  let item: String
  let label: Label

  /// Creates a share link for a URL with a label view.
  ///
  /// - Parameters:
  ///   - item: The URL to share.
  ///   - label: What the link shows.
  public init(item: URL, @ViewBuilder label: () -> Label) {
    self.item = item.absoluteString
    self.label = label()
  }

  /// Creates a share link for a string with a label view.
  ///
  /// - Parameters:
  ///   - item: The text to share.
  ///   - label: What the link shows.
  public init(item: String, @ViewBuilder label: () -> Label) {
    self.item = item
    self.label = label()
  }
}

extension ShareLink where Label == ViewModelKit.Label<Text, Image> {
  /// Creates a share link for a URL with the standard label.
  ///
  /// - Parameter item: The URL to share.
  public init(item: URL) {
    self.init(item: item) { ViewModelKit.Label("Share", systemImage: "square.and.arrow.up") }
  }

  /// Creates a share link for a string with the standard label.
  ///
  /// - Parameter item: The text to share.
  public init(item: String) {
    self.init(item: item) { ViewModelKit.Label("Share", systemImage: "square.and.arrow.up") }
  }

  /// Creates a share link for a URL with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - item: The URL to share.
  public init<S: StringProtocol>(_ title: S, item: URL) {
    self.init(item: item) { ViewModelKit.Label(title, systemImage: "square.and.arrow.up") }
  }

  /// Creates a share link for a string with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - item: The text to share.
  public init<S: StringProtocol>(_ title: S, item: String) {
    self.init(item: item) { ViewModelKit.Label(title, systemImage: "square.and.arrow.up") }
  }
}

extension ShareLink: PrimitiveView, TappableControl, SnapshotDescribable {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, label)] }

  func performTap(in environment: EnvironmentValues) {}

  var snapshotLine: String { "ShareLink item: \(item)" }
}
