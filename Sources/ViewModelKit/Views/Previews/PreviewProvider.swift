/// A type that produces view previews, as Xcode's canvas shows them.
///
/// The same declaration as SwiftUI's, so a screen's file keeps its previews when only its import
/// changes. Here a preview is something to run: ``PreviewCatalog`` lists the previews of a
/// provider, hosts each one in a ``ViewHost``, and writes their pictures, so a CI job can render
/// every preview of an app.
///
/// ```swift
/// struct CounterView_Previews: PreviewProvider {
///   static var previews: some View {
///     CounterView()
///     CounterView().preferredColorScheme(.dark).previewDisplayName("Dark")
///   }
/// }
///
/// let host = try PreviewCatalog(CounterView_Previews.self).host(named: "Dark")
/// ```
///
/// `#Preview { … }` (declared by this package's `SwiftUI` module) registers a preview without a
/// provider; ``PreviewCatalog/all`` and ``PreviewCatalog/init(fileID:_:)`` list those.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews' view.
  associatedtype Previews: View

  /// The views to preview: each top-level view (of a `Group`, a `ForEach` or the builder's list)
  /// is one preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }

  /// The platform to preview on, or `nil` to infer it (recorded only).
  @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No platform: the canvas infers it.
  public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can run on (recorded only: the host is platform-neutral).
///
/// ```swift
/// static var platform: PreviewPlatform? { .iOS }
/// ```
public enum PreviewPlatform: Hashable, Sendable {
  /// iOS and iPadOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
  /// visionOS.
  case visionOS
}
