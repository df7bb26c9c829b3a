import Foundation
import Testing
import ViewModelKit

// Anchors as apps use them: a view hands its geometry up the tree, and a reader somewhere else
// resolves it in its own coordinates.

private struct CentersKey: PreferenceKey {
  static let defaultValue: [Anchor<CGPoint>] = []
  static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
    value += nextValue()
  }
}

private struct PointsKey: PreferenceKey {
  static let defaultValue: [Anchor<CGPoint>] = []
  static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
    value += nextValue()
  }
}

private struct CornersKey: PreferenceKey {
  static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) {
    value = value ?? nextValue()
  }
}

private struct MarkKey: PreferenceKey {
  static func reduce(value: inout Anchor<CGRect?>?, nextValue: () -> Anchor<CGRect?>?) {
    value = value ?? nextValue()
  }
}

private struct BoundsKey: PreferenceKey {
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

private func describe(_ point: CGPoint) -> String {
  "\(Int(point.x)),\(Int(point.y))"
}

/// Two dots each append their center; their row appends its own top-leading corner after them.
private struct Dots: View {
  var body: some View {
    HStack(spacing: 20) {
      Circle()
        .frame(width: 20, height: 20)
        .transformAnchorPreference(key: CentersKey.self, value: .center) { $0.append($1) }
      Circle()
        .frame(width: 40, height: 40)
        .transformAnchorPreference(key: CentersKey.self, value: .center) { $0.append($1) }
    }
    .transformAnchorPreference(key: CentersKey.self, value: .topLeading) { $0.append($1) }
    .overlayPreferenceValue(CentersKey.self) { centers in
      GeometryReader { proxy in
        Text(centers.map { describe(proxy[$0]) }.joined(separator: " "))
      }
    }
  }
}

/// Points set inside padding, read by a reader laid over the padded view.
private struct PaddedMarks: View {
  var body: some View {
    VStack(spacing: 0) {
      Color.red
        .frame(width: 60, height: 30)
        .anchorPreference(key: PointsKey.self, value: .center) { [$0] }
      Color.blue
        .frame(width: 40, height: 10)
        .anchorPreference(key: PointsKey.self, value: .topLeading) { [$0] }
    }
    .padding(.leading, 30)
    .padding(.top, 12)
    .overlayPreferenceValue(PointsKey.self) { points in
      GeometryReader { proxy in
        Text(points.map { describe(proxy[$0]) }.joined(separator: " "))
      }
    }
  }
}

/// The array and optional sources, and points given in the view's own coordinates.
private struct Corners: View {
  let isMarked: Bool

  var body: some View {
    VStack(spacing: 0) {
      Color.gray.frame(width: 20, height: 14)
      Color.green
        .frame(width: 80, height: 40)
        .anchorPreference(
          key: CornersKey.self,
          value: Anchor<[CGPoint]>
            .Source([
              .bottomTrailing, .point(CGPoint(x: 5, y: 6)), .unitPoint(UnitPoint(x: 0.25, y: 1)),
            ])
        ) { $0 }
        .anchorPreference(
          key: MarkKey.self,
          value: Anchor<CGRect?>
            .Source(isMarked ? .rect(CGRect(x: 2, y: 3, width: 4, height: 5)) : nil)
        ) { $0 }
    }
    .padding(10)
    .backgroundPreferenceValue(CornersKey.self) { corners in
      GeometryReader { proxy in
        if let corners {
          Text(proxy[corners].map(describe).joined(separator: " "))
        }
      }
    }
    .overlayPreferenceValue(MarkKey.self) { mark in
      GeometryReader { proxy in
        if let mark, let rect = proxy[mark] {
          Rectangle().frame(width: rect.width, height: rect.height)
            .offset(x: rect.minX, y: rect.minY)
        }
      }
    }
  }
}

private final class Calls {
  var count = 0
}

/// `onPreferenceChange` with an anchor: the action sees the anchor of the laid-out view, once.
private struct Remembered: View {
  @State private var anchor: Anchor<CGRect>?
  let calls: Calls

  var body: some View {
    VStack {
      Color.orange
        .frame(width: 50, height: 20)
        .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
    }
    .frame(width: 100, height: 100)
    .onPreferenceChange(BoundsKey.self) { value in
      calls.count += 1
      anchor = value
    }
    .overlay {
      GeometryReader { proxy in
        Text(anchor.map { describe(proxy[$0].origin) } ?? "none")
      }
    }
  }
}

@MainActor
@Suite("Anchor preferences")
struct AnchorPreferenceTests {
  /// The row is 80 × 40 at (155, 402): the dots' centers are at (10, 20) and (60, 20) in it,
  /// and the row's own corner, appended after its children's values, at (0, 0).
  @Test func transformAnchorPreferenceAppendsAfterTheSubtreesValues() {
    let host = ViewHost(Dots())
    #expect(host.snapshot().first("Text")?.text == "10,20 60,20 0,0")
  }

  /// The padded view is 90 × 52 at (150, 396); the stack inside it starts 30 right and 12 down.
  ///
  /// The red one's center is (30 + 30, 12 + 15); the blue one, centered under it, starts at
  /// (30 + 10, 12 + 30).
  @Test func anchorsResolveAcrossThePaddingBetweenTheViewAndTheReader() {
    let host = ViewHost(PaddedMarks())
    #expect(host.snapshot().first("Text")?.text == "60,27 40,42")
  }

  /// The padded view is 100 × 74 at (145, 385); the green view is 80 × 40, 10 in from its
  /// corner and under a 14-point bar: at (10, 24) in the readers, (155, 409) on the screen.
  @Test func arrayOptionalAndLocalSourcesResolve() throws {
    let host = ViewHost(Corners(isMarked: true))
    let snapshot = host.snapshot()
    #expect(snapshot.all("Color").map(\.frame) == [rect(185, 395, 20, 14), rect(155, 409, 80, 40)])
    #expect(snapshot.first("Text")?.text == "90,64 15,30 30,64")
    #expect(snapshot.first("Rectangle")?.frame == rect(157, 412, 4, 5))
  }

  @Test func aNilOptionalSourceGivesANilValue() {
    let host = ViewHost(Corners(isMarked: false))
    #expect(host.snapshot().first("Rectangle") == nil)
  }

  /// `onPreferenceChange` runs after the layout, so its first value is already the laid-out
  /// anchor: the action runs once, and the orange view sits 25 in and 40 down in its
  /// 100 × 100 frame.
  @Test func onPreferenceChangeSeesTheLaidOutAnchor() {
    let calls = Calls()
    let host = ViewHost(Remembered(calls: calls))
    #expect(calls.count == 1)
    #expect(host.snapshot().first("Text")?.text == "25,40")
  }
}
