import Foundation
import Testing
import ViewModelKit

// A to-do screen written as app developers write SwiftUI, compiled with only the import changed.

private struct Task: Identifiable {
  let id: Int
  let title: String
  var isDone = false
}

private struct TaskRow: View {
  let task: Task

  var body: some View {
    HStack {
      if task.isDone {
        Text(task.title).font(.headline).foregroundColor(.green).strikethrough()
      } else {
        Text(task.title).font(.headline)
      }
      Spacer()
      Text("a").bold() + Text("b")
    }
  }
}

private struct TaskScreen: View {
  @State private var tasks = [Task(id: 1, title: "Milk"), Task(id: 2, title: "Bread")]

  private var remaining: Int { tasks.filter { !$0.isDone }.count }

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Groceries").font(.largeTitle).fontWeight(.bold)
      Text("\(remaining) left").font(.subheadline).foregroundColor(.gray)
      ForEach(tasks) { task in
        TaskRow(task: task)
      }
      Button("Done") { tasks[0].isDone = true }
    }
    .padding()
  }
}

private struct WeatherCard: View {
  let temperature: Double
  let updated: Date

  var body: some View {
    VStack(alignment: .leading) {
      Text("Lisbon").font(.system(size: 24, weight: .semibold, design: .rounded))
      Text("\(temperature, specifier: "%.1f")°")
        .font(.system(size: 48, weight: .thin))
        .monospacedDigit()
      Text("Updated \(updated, style: .time)").font(.caption).foregroundColor(.secondary)
      Text("Feels warmer").italic().underline() + Text(" today").bold()
    }
  }
}

@MainActor
@Suite("Text screen")
struct TextScreenTests {
  @Test func aToDoScreenShowsStyledTextAndUpdatesIt() throws {
    let host = ViewHost(TaskScreen(), size: CGSize(width: 320, height: 400))
    #expect(shownTexts(host) == ["Groceries", "2 left", "Milk", "ab", "Bread", "ab", "Done"])
    try host.tap("Done")
    #expect(shownTexts(host) == ["Groceries", "1 left", "Milk", "ab", "Bread", "ab", "Done"])
    let milk = try #require(host.snapshot().all("Text").first { $0.text == "Milk" })
    let run = try #require(milk.textRuns.first)
    #expect(run.font == .headline)
    #expect(run.weight == .semibold)
    #expect(run.foregroundColor == .green)
    #expect(run.isStrikethrough)
    #expect(run.attributes.hasPrefix("font(headline) foregroundColor(#"))
    #expect(run.attributes.hasSuffix(") strikethrough"))
  }

  @Test func theScreensGeometryFollowsItsFonts() {
    let host = ViewHost(TaskScreen(), size: CGSize(width: 320, height: 400))
    let texts = host.snapshot().all("Text")
    // largeTitle: 9 × 16 by 40; subheadline (15 points): ⌈6 × 7.06⌉ × ⌈17.65⌉; headline 17.
    #expect(
      texts.map(\.frame.size) == [
        CGSize(width: 144, height: 40), CGSize(width: 43, height: 18),
        CGSize(width: 32, height: 20), CGSize(width: 16, height: 20),
        CGSize(width: 40, height: 20), CGSize(width: 16, height: 20),
        CGSize(width: 32, height: 20),
      ]
    )
    let title = texts[0]
    #expect(title.textRuns.first?.weight == .bold)
    // The padded stack is 320 × 182, centred in 400 points of height.
    #expect(title.frame.origin == CGPoint(x: 16, y: 125))
  }

  @Test func aWeatherCardMeasuresEachTextAtItsFont() {
    let updated = Date(timeIntervalSince1970: 1_796_137_629)
    let host = ViewHost(WeatherCard(temperature: 21.5, updated: updated))
    let texts = host.snapshot().all("Text")
    #expect(texts.map(\.text) == ["Lisbon", "21.5°", "Updated 3:07 PM", "Feels warmer today"])
    // 24 points: ⌈6 × 11.29⌉ × ⌈28.24⌉; 48: ⌈5 × 22.59⌉ × ⌈56.47⌉; caption (12): ⌈15 × 5.65⌉ × 15.
    #expect(
      texts.map(\.frame) == [
        CGRect(x: 123, y: 349.5, width: 68, height: 29),
        CGRect(x: 123, y: 386.5, width: 113, height: 57),
        CGRect(x: 123, y: 451.5, width: 85, height: 15),
        CGRect(x: 123, y: 474.5, width: 144, height: 20),
      ]
    )
    #expect(
      texts[0].description
        == #"Text "Lisbon" font(system(size: 24, weight: semibold, design: rounded))"#
        + " (123, 349.5, 68, 29)"
    )
    #expect(
      texts[1].description
        == #"Text "21.5°" font(system(size: 48, weight: thin)) monospacedDigit"#
        + " (123, 386.5, 113, 57)"
    )
    #expect(
      texts[3].description
        == #"Text "Feels warmer today": "Feels warmer" italic underline + " today" bold"#
        + " (123, 474.5, 144, 20)"
    )
  }
}
