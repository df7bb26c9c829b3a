import SwiftUI

@main
struct NotesApp: App {
  @StateObject private var store = NoteStore()
  @Environment(\.scenePhase) private var scenePhase

  var body: some Scene {
    WindowGroup {
      NoteListView()
        .environmentObject(store)
    }
    .onChange(of: scenePhase) { _, phase in
      if phase == .background {
        store.save()
      }
    }
  }
}
