import Foundation
import Testing
import ViewModelKit

private struct PhotoPicker: View {
  let log: EventLog
  @State private var choosing = false

  var body: some View {
    Button("Add photo") { choosing = true }
      .actionSheet(isPresented: $choosing) {
        ActionSheet(
          title: Text("Add a photo"),
          message: Text("Choose a source"),
          buttons: [
            .default(Text("Camera")) { log("camera") },
            .destructive(Text("Remove current")) { log("remove") },
            .cancel(),
          ]
        )
      }
  }
}

private struct Photo: Identifiable {
  let id: String
}

private struct Gallery: View {
  let log: EventLog
  @State private var selected: Photo?

  var body: some View {
    VStack {
      Button("Beach") { selected = Photo(id: "Beach") }
      Button("Forest") { selected = Photo(id: "Forest") }
    }
    .actionSheet(item: $selected) { photo in
      ActionSheet(
        title: Text(photo.id),
        buttons: [.destructive(Text("Delete \(photo.id)")) { log("delete \(photo.id)") }]
      )
    }
  }
}

@MainActor
@Suite("Action sheets")
struct ActionSheetTests {
  @Test func anActionSheetShowsItsTitleMessageAndButtonsAtTheBottom() throws {
    let log = EventLog()
    let host = ViewHost(PhotoPicker(log: log))
    try host.tap("Add photo")
    #expect(
      shownTexts(host) == [
        "Add photo", "Add a photo", "Choose a source", "Camera", "Remove current", "Cancel",
      ]
    )
    #expect(host.screens == [.init(.confirmationDialog, title: "Add a photo")])
    #expect(
      host.snapshot().all("Text").last?.frame == CGRect(x: 171, y: 808, width: 48, height: 20)
    )
    try host.tap("Camera")
    #expect(log.entries == ["camera"])
    #expect(host.screens == [])
    #expect(shownTexts(host) == ["Add photo"])
  }

  @Test func theDefaultButtonIsCancelAndATapOutsideDismisses() throws {
    struct Plain: View {
      @State private var asking = true
      var body: some View {
        Text("Screen")
          .actionSheet(isPresented: $asking) { ActionSheet(title: Text("Options")) }
      }
    }
    let host = ViewHost(Plain())
    #expect(shownTexts(host) == ["Screen", "Options", "Cancel"])
    try host.dismiss()
    #expect(shownTexts(host) == ["Screen"])
  }

  @Test func anItemSheetIsMadeFromTheItemAndAddsNoCancel() throws {
    let log = EventLog()
    let host = ViewHost(Gallery(log: log))
    try host.tap("Forest")
    #expect(shownTexts(host) == ["Beach", "Forest", "Forest", "Delete Forest"])
    try host.tap("Delete Forest")
    #expect(log.entries == ["delete Forest"])
    #expect(host.screens == [])
  }
}
