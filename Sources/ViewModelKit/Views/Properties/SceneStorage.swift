import Foundation

/// A value kept for the scene (the window) a view is in, read and written like `@State`: every
/// view of the scene that reads the key updates when it is written.
///
/// ```swift
/// struct ContentView: View {
///   @SceneStorage("selectedTab") private var selectedTab = 0
///   @SceneStorage("draft") private var draft = ""
///   var body: some View {
///     TabView(selection: $selectedTab) { … }
///   }
/// }
/// ```
///
/// Each ``ViewHost`` is one scene with a store of its own, kept in memory for as long as the
/// host lives; a new host starts with the defaults, as a new window does. Differs from SwiftUI:
/// nothing is saved for state restoration after the host is gone. As in SwiftUI, a
/// `SceneStorage` read before it is installed in a view gives its default value, and a write
/// there is dropped.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let codec: any AppStorageCodec<Value>
  let box = SceneStorageBox()

  init(key: String, defaultValue: Value, codec: any AppStorageCodec<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
  }

  /// The value in the scene's store, or the default when it holds none.
  public var wrappedValue: Value {
    get { box.store.flatMap { codec.read($0, key) } ?? defaultValue }
    nonmutating set {
      guard let store = box.store else { return }
      codec.write(store, key, newValue)
      AppStorageCenter.shared.post(store: store, key: key)
    }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

/// What a `SceneStorage` learns when it is installed: its scene's store.
final class SceneStorageBox: @unchecked Sendable {
  // Set on the main actor during installation, before the body that reads it runs.
  var store: SceneStorageValues?
}

extension SceneStorage: InstallableProperty {
  /// Finds the scene's store and subscribes the node to writes of the key in it.
  func install(on node: ViewNode, field: FieldPath) {
    let store = node.graph.sceneStorage
    box.store = store
    AppStorageCenter.observe(store, key: key, on: node, field: field)
  }
}

extension SceneStorage: InputComparable {
  /// The same key is the same input: the value lives in the scene's store.
  func isSameInput(as other: Any) -> Bool {
    (other as? SceneStorage<Value>)?.key == key
  }
}
