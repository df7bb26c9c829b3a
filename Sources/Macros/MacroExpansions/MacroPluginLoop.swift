/// Serves the compiler's plugin messages on standard input and output.
public enum MacroPluginLoop {
  public static func run() {}
}
