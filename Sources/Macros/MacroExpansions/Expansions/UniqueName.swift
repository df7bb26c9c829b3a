/// The names a macro gives the declarations it introduces, unique because the compiler's
/// discriminator for the expansion is in them, as `makeUniqueName` of Swift's macro library
/// forms them.
///
/// ```swift
/// UniqueName.make("Registry", discriminator: "$s4main3fooyyFfMf_")
/// // "$s4main3fooyyFfMf_8RegistryfMu_"
/// ```
public enum UniqueName {
  /// A unique name made from a discriminator and a name.
  ///
  /// - Parameters:
  ///   - name: The name's readable part.
  ///   - discriminator: The compiler's discriminator for the expansion.
  /// - Returns: `<discriminator><length of name><name>fMu_`.
  public static func make(_ name: String, discriminator: String) -> String {
    "\(discriminator)\(name.utf8.count)\(name)fMu_"
  }
}
