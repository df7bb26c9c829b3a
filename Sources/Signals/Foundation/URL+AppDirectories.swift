#if !canImport(Darwin)
public import Foundation

extension URL {
  /// The user's documents folder: where an app keeps what the user makes, as
  /// `URL.documentsDirectory` gives it on Apple's platforms.
  ///
  /// ```swift
  /// let savePath = URL.documentsDirectory.appending(path: "Habits.json")
  /// try data.write(to: savePath, options: [.atomic])
  /// ```
  ///
  /// Linux's Foundation has `FileManager`'s folders but not these `URL` properties (Linux only
  /// here): the value is `FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)`'s
  /// (`~/Documents`), so code that mixes the two spellings finds the same files. There is no
  /// app sandbox: every app of the user shares it.
  public static var documentsDirectory: URL {
    userFolder(.documentDirectory, fallback: "Documents")
  }

  /// The folder for the files an app keeps for itself (`~/.local/share` on Linux, as
  /// `FileManager` gives it).
  ///
  /// ```swift
  /// let store = URL.applicationSupportDirectory.appending(path: "store.json")
  /// ```
  public static var applicationSupportDirectory: URL {
    userFolder(.applicationSupportDirectory, fallback: ".local/share")
  }

  /// The folder for caches an app can rebuild (`~/.cache` on Linux, as `FileManager` gives it).
  ///
  /// ```swift
  /// let thumbnails = URL.cachesDirectory.appending(path: "Thumbnails", directoryHint: .isDirectory)
  /// ```
  public static var cachesDirectory: URL {
    userFolder(.cachesDirectory, fallback: ".cache")
  }

  /// `FileManager`'s folder of the user's domain, or, when it names none, the fallback under
  /// the home folder.
  private static func userFolder(
    _ directory: FileManager.SearchPathDirectory,
    fallback: String
  ) -> URL {
    FileManager.default.urls(for: directory, in: .userDomainMask).first
      ?? homeDirectory.appending(path: fallback, directoryHint: .isDirectory)
  }
}
#endif
