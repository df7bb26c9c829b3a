/// The title a navigation bar draws: the screen's first `navigationTitle` (or
/// `navigationBarTitle`) in tree order, as SwiftUI's navigation preferences pick it.
///
/// The title modifier puts it over its screen as a layer; the layout places it in the screen's
/// bar: inline, centred in the bar's row of 44 points in the headline font (17 points,
/// semibold); large, at the leading edge of the 52 points below the row in the large-title font
/// (34 points, bold), 16 points in. Snapshots show it as a `NavigationBarTitle` node around the
/// `Text`, which tells a bar title from a content text:
///
/// ```swift
/// let bar = try #require(host.snapshot().first("NavigationBarTitle"))
/// #expect(bar.first("Text")?.text == "Inbox")
/// ```
///
/// A title the bar does not draw (a later one in the screen, one outside a navigation stack,
/// one in a screen whose bar is hidden, an inline title replaced by a `.principal` toolbar
/// item) has no frame and is neither in snapshots nor in SVG.
struct NavigationBarTitle: View, PrimitiveView, StackLayoutConvertible, Equatable {
  typealias Body = Never
  let title: String

  func children() -> [(key: ChildKey, view: any View)] {
    [
      (.index(0), Text(verbatim: title).font(.headline).lineLimit(1)),
      (.index(1), Text(verbatim: title).font(.largeTitle.bold()).lineLimit(1)),
    ]
  }

  var layoutKind: LayoutKind { .navigationBarContent(.title) }
}

/// The back button a navigation bar draws on a pushed screen: a chevron and the title of the
/// screen below, or "Back" (see `label(for:)`); tapping it pops the
/// screen, as ``ViewHost/back()`` does.
///
/// Snapshots show it as a `NavigationBarBackButton` node around its `Button`, 8 points from the
/// bar's leading edge and centred in its row of 44 points.
struct NavigationBarBackButton: View, PrimitiveView, StackLayoutConvertible {
  typealias Body = Never
  let label: String
  let target: ScreenDismissTarget

  /// The longest title of the screen below that the button shows: 15 characters, 120 points in
  /// the fixed-advance font.
  static let longestTitle = 15

  /// The button's label for the title of the screen below: the title when it has 1 to 15
  /// characters, "Back" otherwise.
  ///
  /// UIKit shows the previous title, and "Back" when the previous screen has none or it does
  /// not fit beside the centred title; this fixed limit stands in for the fit, which depends on
  /// fonts this runtime does not have.
  static func label(for title: String?) -> String {
    guard let title, !title.isEmpty, title.count <= longestTitle else { return "Back" }
    return title
  }

  func children() -> [(key: ChildKey, view: any View)] {
    let target = self.target
    let button = Button {
      guard let model = target.model, model.depth == target.index else { return target.dismiss() }
      model.popWithBackButton()
    } label: {
      HStack(spacing: 4) {
        Image(systemName: "chevron.backward")
        Text(verbatim: label)
      }
    }
    return [(.index(0), button)]
  }

  var layoutKind: LayoutKind { .navigationBarContent(.backButton) }
}
