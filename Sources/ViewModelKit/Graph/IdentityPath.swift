/// A view's identity as a path of child keys, shared with its ancestors' paths, so that making one
/// costs the same at any depth; the text (`/body/0/body`) is spelled out only when read.
final class IdentityPath: @unchecked Sendable, CustomStringConvertible {
  /// The path of the parent, or `nil` at the root; only `deinit` changes it.
  private var parent: IdentityPath?
  /// The last key, spelled out; `nil` for the root, whose key is not part of paths.
  private let key: String?

  init(parent: IdentityPath?, key: String?) {
    self.parent = parent
    self.key = key
  }

  var description: String {
    var keys: [String] = []
    var current: IdentityPath? = self
    while let path = current {
      if let key = path.key { keys.append(key) }
      current = path.parent
    }
    return "/" + keys.reversed().joined(separator: "/")
  }

  // Releases the ancestors that only this path holds one by one: a path thousands of keys long
  // released at once would otherwise release recursively, a few stack frames per key.
  deinit {
    var next = parent
    parent = nil
    while next != nil, isKnownUniquelyReferenced(&next) {
      let after = next?.parent
      next?.parent = nil
      next = after
    }
  }
}

extension ViewNode {
  /// The node's identity path, made (with those of its ancestors that have none yet) on first use.
  var identityPath: IdentityPath {
    if let storedIdentityPath { return storedIdentityPath }
    var missing: [ViewNode] = []
    var current: ViewNode? = self
    while let node = current, node.storedIdentityPath == nil {
      missing.append(node)
      current = node.parent
    }
    var path = current?.storedIdentityPath
    for node in missing.reversed() {
      let made = IdentityPath(parent: path, key: node.parent == nil ? nil : node.key.description)
      node.storedIdentityPath = made
      path = made
    }
    return path!
  }
}
