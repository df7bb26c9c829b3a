import Foundation
import Testing
import ViewModelKit

private struct AddTaskView: View {
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    VStack {
      Text("Presented \(presentationMode.wrappedValue.isPresented)")
      Button("Save") { presentationMode.wrappedValue.dismiss() }
    }
  }
}

private struct TaskList: View {
  @State private var adding = false

  var body: some View {
    VStack {
      Text("Tasks")
      Button("Add") { adding = true }
    }
    .sheet(isPresented: $adding) { AddTaskView() }
  }
}

@MainActor
@Suite("PresentationMode")
struct PresentationModeTests {
  @Test func dismissingThroughThePresentationModeClosesTheSheet() throws {
    let host = ViewHost(TaskList())
    try host.tap("Add")
    #expect(shownTexts(host) == ["Tasks", "Add", "Presented true", "Save"])
    try host.tap("Save")
    try host.settle()
    #expect(shownTexts(host) == ["Tasks", "Add"])
    #expect(host.screens == [])
  }

  @Test func dismissingThroughThePresentationModePopsAPushedScreen() throws {
    struct Root: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Add") { AddTaskView() }
        }
      }
    }
    let host = ViewHost(Root())
    try host.tap("Add")
    try host.settle()
    #expect(shownTexts(host).contains("Presented true"))
    try host.tap("Save")
    try host.settle()
    #expect(shownTexts(host) == ["Add"])
  }

  @Test func outsideAPresentationItIsNotPresentedAndDismissDoesNothing() throws {
    let host = ViewHost(AddTaskView())
    #expect(shownTexts(host) == ["Presented false", "Save"])
    try host.tap("Save")
    #expect(shownTexts(host) == ["Presented false", "Save"])
  }
}
