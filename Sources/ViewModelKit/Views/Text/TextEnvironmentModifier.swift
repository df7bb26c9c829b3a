/// Writes one text setting into the environment of the content, with its own snapshot line
/// (`.font(headline)`): what the `View` versions of the text modifiers return.
public struct _TextEnvironmentModifier<Value>: ViewModifier, PrimitiveModifier,
  SnapshotDescribable
{
  public typealias Body = Never
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value
  let snapshotLine: String

  var environmentSignature: Any? { (keyPath, value) }

  func transform(environment: inout EnvironmentValues) {
    environment[keyPath: keyPath] = value
  }
}

extension View {
  /// Writes a text setting for the content, shown as `.name(description)` in snapshots.
  func textEnvironment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
    _ value: Value,
    _ name: String,
    _ description: String
  ) -> ModifiedContent<Self, _TextEnvironmentModifier<Value>> {
    modifier(
      _TextEnvironmentModifier(
        keyPath: keyPath,
        value: value,
        snapshotLine: ".\(name)(\(description))"
      )
    )
  }
}
