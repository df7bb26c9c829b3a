import Foundation
import Signals
import ViewModelKit

/// A value that one view of a large tree reads.
final class Ticker: ObservableObject {
  @Published var value = 0
}

/// One row of a large tree: a view with its own `@State` and a `Text`, two views in all.
struct CounterRow: View {
  let index: Int
  let label: String
  @State private var taps = 0

  var body: some View {
    Text("\(label) \(index): \(taps)")
  }
}

/// The only view of a ``ListTree`` that reads the ticker.
struct TickerReader: View {
  @ObservedObject var ticker: Ticker

  var body: some View {
    Text("ticker \(ticker.value)")
  }
}

/// A tree of about `views` views in which one view reads the ticker (R1, R3 build).
struct ListTree: View {
  let views: Int
  let ticker: Ticker

  var body: some View {
    VStack {
      TickerReader(ticker: ticker)
      ForEach(0..<max(1, views / 2 - 2), id: \.self) { index in
        CounterRow(index: index, label: "row")
      }
    }
  }
}

/// A tree whose root reads the ticker and hands it to every row, so a change re-renders all of
/// it (R3 re-render).
struct RootReadTree: View {
  let views: Int
  @ObservedObject var ticker: Ticker

  var body: some View {
    VStack {
      ForEach(0..<max(1, views / 2 - 1), id: \.self) { index in
        CounterRow(index: index, label: "v\(ticker.value)")
      }
    }
  }
}

/// Whether the bars of an ``AnimatedBars`` are wide.
final class BarsModel: ObservableObject {
  @Published var wide = false
}

/// `count` bars whose widths animate when the model changes: even ones with a spring, odd ones
/// with an ease-in-out curve (R2).
///
/// Bar `index` grows from 100 to `300 + spread × index` points.
struct AnimatedBars: View {
  let count: Int
  var spread = 0.0
  @ObservedObject var model: BarsModel

  var body: some View {
    VStack {
      ForEach(0..<count, id: \.self) { index in
        Rectangle()
          .frame(width: model.wide ? 300 + spread * Double(index) : 100, height: 1)
          .animation(AnimatedBars.animation(index), value: model.wide)
      }
    }
  }

  /// The animation of bar `index`.
  static func animation(_ index: Int) -> Animation {
    index.isMultiple(of: 2) ? .spring : .easeInOut
  }
}
