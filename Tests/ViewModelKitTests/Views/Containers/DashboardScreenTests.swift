import Foundation
import Testing
import ViewModelKit

// A dashboard written as an app would write it, with only the import changed.

private struct Habit: Identifiable {
  let id: UUID
  var name: String
  var isDone: Bool
}

private final class DashboardModel: ObservableObject {
  @Published var habits = [
    Habit(id: UUID(), name: "Read", isDone: false),
    Habit(id: UUID(), name: "Run", isDone: false),
    Habit(id: UUID(), name: "Sleep", isDone: true),
  ]

  var progress: Double {
    Double(habits.filter(\.isDone).count) / Double(habits.count)
  }
}

private struct ProgressCapsule: View {
  let value: Double

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .leading) {
        Capsule().fill(Color.gray)
        Capsule().fill(Color.green).frame(width: proxy.size.width * value)
      }
    }
    .frame(height: 10)
  }
}

private struct DashboardView: View {
  @StateObject private var model = DashboardModel()
  private let columns = [GridItem(.adaptive(minimum: 100))]

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack {
        Text("Today").layoutPriority(1)
        Spacer()
        Text("\(Int(model.progress * 100))%")
      }
      ProgressCapsule(value: model.progress)
      Divider()
      Form {
        Section("Habits") {
          ForEach($model.habits) { $habit in
            Toggle(habit.name, isOn: $habit.isDone)
          }
        }
      }
      LazyVGrid(columns: columns) {
        ForEach(model.habits) { habit in
          Text(habit.isDone ? "✓" : habit.name)
            .frame(maxWidth: .infinity)
        }
      }
    }
    .padding()
  }
}

@MainActor
@Suite("Dashboard screen")
struct DashboardScreenTests {
  @Test func checkingAHabitFillsTheBar() throws {
    let host = ViewHost(DashboardView())
    #expect(shownTexts(host).contains("33%"))
    let bar = try #require(host.snapshot().all("Capsule").last)
    #expect(bar.frame.width == 358 * (1.0 / 3))
    try host.toggle("Read")
    #expect(shownTexts(host).contains("66%"))
    #expect(host.snapshot().all("Capsule").last?.frame.width == 358 * (2.0 / 3))
    #expect(shownTexts(host).suffix(3) == ["✓", "Run", "✓"])
  }

  /// 358 points hold three adaptive columns of at least 100: 114 each, 8 apart; each text is
  /// centred in its column.
  @Test func gridCellsShareTheWidth() {
    let host = ViewHost(DashboardView())
    let cells = host.snapshot().all("Text").suffix(3).map(\.frame)
    #expect(cells.map(\.minX) == [57, 183, 313])
  }
}
