public import Foundation

extension ViewHost {
  /// Asks the hosted scene to open a URL, as the system does when a link to the app opens:
  /// every `onOpenURL` action on screen runs with it, in tree order, then the changes they make
  /// are applied.
  ///
  /// ```swift
  /// try host.openURL(URL(string: "notes://note/42")!)
  /// #expect(host.snapshot().texts.contains("Note 42"))
  /// ```
  ///
  /// - Parameter url: The URL.
  /// - Throws: ``ViewHostError/noMatch(control:label:candidates:)`` when no view on screen has
  ///   an `onOpenURL` action (on a device the URL would be dropped).
  public func openURL(_ url: URL) throws {
    let actions = graph.onDeepStack {
      graph.liveNodes().compactMap { ($0.primitiveModifier as? _OpenURLActionModifier)?.action }
    }
    guard !actions.isEmpty else {
      throw ViewHostError.noMatch(
        control: "onOpenURL action",
        label: url.absoluteString,
        candidates: []
      )
    }
    interact { for action in actions { action(url) } }
  }
}
