public import Foundation

/// Puts an app's bundled files where Linux Foundation's `Bundle.main` finds them.
///
/// On Linux, `Bundle.main` of an executable built by SwiftPM, and of the test runner
/// (`<Package>PackageTests.xctest`), is the build's products folder (`.build/debug`, the one
/// the executables are in), searched as a flat bundle: `Bundle.main.url(forResource:
/// withExtension:)` and `path(forResource:ofType:)` find a file at its top level. SwiftPM puts
/// a target's `resources` in a bundle of its own (`<Package>_<Target>.resources`, for
/// `Bundle.module`), where `Bundle.main` does not look; this copies each of them to the top
/// of the products folder too, as Xcode's Copy Bundle Resources phase puts them at the top
/// of the app: a file by its name (what `.process(…)` lists, a folder's files one by one), a
/// folder whole (`.copy("Fixtures")`, a folder reference in Xcode). A localized file keeps its
/// language folder (`en.lproj/Localizable.strings`, `pl.lproj/Localizable.strings`), as in an
/// app bundle, so that `NSLocalizedString` and `Bundle.main`'s localized look-ups choose among
/// the languages instead of the last copy replacing the others. Asset catalogs are not copied:
/// their symbols are generated instead.
///
/// ```swift
/// try BundleResources.copy([URL(filePath: "NotesApp/Resources/notes.json")], into: productsFolder)
/// // Bundle.main.url(forResource: "notes", withExtension: "json") now finds it
/// ```
public enum BundleResources {
  /// Copies files and folders to the top of a folder, replacing what has their names; a file in
  /// a language folder (`*.lproj`) goes into a folder of that name; `.xcassets` folders are
  /// skipped.
  ///
  /// - Parameters:
  ///   - items: The files and folders to copy.
  ///   - folder: The folder to copy them into (made if missing).
  /// - Throws: An error when one cannot be copied.
  public static func copy(_ items: [URL], into folder: URL) throws {
    let files = FileManager.default
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    for item in items where item.pathExtension != "xcassets" {
      let language = item.deletingLastPathComponent()
      let destinationFolder =
        language.pathExtension == "lproj"
        ? folder.appendingPathComponent(language.lastPathComponent) : folder
      try files.createDirectory(at: destinationFolder, withIntermediateDirectories: true)
      let destination = destinationFolder.appendingPathComponent(item.lastPathComponent)
      if files.contentsEqual(atPath: item.path, andPath: destination.path) { continue }
      if files.fileExists(atPath: destination.path) {
        try files.removeItem(at: destination)
      }
      try files.copyItem(at: item, to: destination)
    }
  }
}
