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
}
