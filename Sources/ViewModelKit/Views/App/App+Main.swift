extension App {
  /// The program's entry point, which `@main` calls: runs the app headlessly.
  ///
  /// It hosts the first window's content on a ``ViewHost`` (an iPhone's 390×844 points), lets the
  /// `.task`s the screen starts run and its animations settle on virtual time (at most 5
  /// seconds of it), and prints what the screen shows: the scene, then the snapshot's tree with
  /// frames and texts. So `swift run MyApp` does something useful on a machine with no screen.
  ///
  /// Options: `--svg FILE` also writes the screen's picture as SVG; `--help` prints the usage.
  /// Unknown arguments print the usage to standard error and exit with status 2.
  ///
  /// ```sh
  /// swift run NotesApp --svg notes.svg
  /// ```
  @MainActor @preconcurrency
  public static func main() {
    AppLauncher.launch(Self.self, arguments: Array(CommandLine.arguments.dropFirst()))
  }
}
