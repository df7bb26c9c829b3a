#if !canImport(Darwin)
import Foundation
import Signals
import Testing

/// A habit store as view models write it: its file in the documents folder.
private enum HabitFile {
  static let url = URL.documentsDirectory.appending(path: "Habits.json")
}

@Suite("URL's app folders on Linux")
struct URLAppDirectoriesTests {
  @Test func theFoldersAreFileManagersOfTheUsersDomain() throws {
    let manager = FileManager.default
    #expect(
      URL.documentsDirectory == manager.urls(for: .documentDirectory, in: .userDomainMask).first
    )
    #expect(
      URL.applicationSupportDirectory
        == manager.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
    )
    #expect(URL.cachesDirectory == manager.urls(for: .cachesDirectory, in: .userDomainMask).first)
    #expect(HabitFile.url.lastPathComponent == "Habits.json")
    #expect(HabitFile.url.path == URL.documentsDirectory.path + "/Habits.json")
  }
}
#endif
