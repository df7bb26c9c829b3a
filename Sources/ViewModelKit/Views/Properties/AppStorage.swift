import Foundation

/// A value kept in `UserDefaults`, read and written like `@State`: the views that read it update
/// when it is written.
///
/// ```swift
/// struct SettingsView: View {
///   @AppStorage("username") private var username = "Anonymous"
///   @AppStorage("volume") private var volume = 0.5
///   var body: some View {
///     TextField("Name", text: $username)
///     Slider(value: $volume)
///   }
/// }
/// ```
///
/// The store is the one given, else the environment's `defaultAppStorage(_:)`, else
/// `UserDefaults.standard` (in tests, give each test a store of its own:
/// `.defaultAppStorage(UserDefaults(suiteName: "…")!)`). A write through any `AppStorage` of the
/// same key and store updates every view that reads it, with cause `observed`. Differs from
/// SwiftUI: a write straight to `UserDefaults` (not through an `AppStorage`) is not observed; the
/// views see it at their next update.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let store: UserDefaults?
  let defaultValue: Value
  let codec: any AppStorageCodec<Value>
  let box = AppStorageBox()

  init(key: String, store: UserDefaults?, defaultValue: Value, codec: any AppStorageCodec<Value>) {
    self.key = key
    self.store = store
    self.defaultValue = defaultValue
    self.codec = codec
  }

  /// The value in the store, or the default when it holds none.
  public var wrappedValue: Value {
    get { codec.read(resolvedStore, key) ?? defaultValue }
    nonmutating set {
      let store = resolvedStore
      codec.write(store, key, newValue)
      AppStorageCenter.shared.post(store: store, key: key)
    }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }

  /// The store: the given one, the environment's, or the standard one.
  var resolvedStore: UserDefaults {
    store ?? box.environmentStore ?? .standard
  }
}

/// What an `AppStorage` learns when it is installed: the environment's store.
final class AppStorageBox: @unchecked Sendable {
  // Set on the main actor during installation, before the body that reads it runs.
  var environmentStore: UserDefaults?
}

extension AppStorage: InstallableProperty {
  /// Reads the environment's store and subscribes the node to writes of the key in the store.
  func install(on node: ViewNode, field: FieldPath) {
    box.environmentStore = node.environment.defaultAppStorage
    AppStorageCenter.observe(resolvedStore, key: key, on: node, field: field)
  }
}

extension AppStorageCenter {
  /// Subscribes `node` to the writes of `key` in `store`, once per store: each write updates it
  /// with cause `observed`.
  @MainActor
  static func observe(_ store: AnyObject, key: String, on node: ViewNode, field: FieldPath) {
    let identity = ObjectIdentifier(store)
    if let existing = node.observations[field], existing.object == identity { return }
    let change = AppStorageChange(node: WeakNode(node), field: field.name, key: key)
    let queue = node.graph.queue
    let token = shared.observe(store: store, key: key) {
      queue.enqueue(
        PendingChange(
          kind: .observed(change.node, field: change.field, source: change.key),
          transaction: .current
        )
      )
    }
    node.observations[field] = (identity, AnyCancellable { token.cancel() })
  }
}

/// What a write of a key tells a view.
private struct AppStorageChange: @unchecked Sendable {
  // The node is only touched on the main actor, when the change is applied.
  let node: WeakNode
  let field: String
  let key: String
}

extension AppStorage: InputComparable {
  /// The same key in the same given store is the same input: the value lives in the store.
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? AppStorage<Value> else { return false }
    return other.key == key && other.store === store
  }
}
