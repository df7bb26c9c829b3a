/// Links the dynamic properties of a view value to its node's storage.
///
/// The stored properties of a view type are read once (``StoredFields``) and turned into a plan:
/// which fields are dynamic properties, and which are custom `DynamicProperty` structs with
/// dynamic properties of their own. Installing then visits only those fields, by offset; a type
/// without any costs one dictionary lookup.
@MainActor
enum DynamicPropertyInstaller {
  /// What to do with one field of a view value.
  private enum Step {
    /// A property wrapper the runtime links to the node's storage.
    case property(offset: Int, field: FieldPath, type: any InstallableProperty.Type)
    /// A custom dynamic property: its own steps, then its `update()`.
    case custom(offset: Int, type: any DynamicProperty.Type, steps: [Step])
  }

  /// The plan of each view type seen; `nil` for a type that is not a plain struct (or holds a
  /// custom dynamic property that reflects itself), which is walked with `Mirror` each time.
  private static var plans: [ObjectIdentifier: [Step]?] = [:]

  /// Installs and returns the stored names of the dynamic properties found, in declaration order.
  static func install(_ source: Any, on node: ViewNode) -> [String] {
    let type = Swift.type(of: source)
    let key = ObjectIdentifier(type)
    let plan: [Step]?
    if let known = plans[key] {
      plan = known
    } else {
      let isStruct = Mirror(reflecting: source).displayStyle == .struct
      plan = isStruct && !(source is any CustomReflectable) ? steps(for: type, path: []) : nil
      plans[key] = plan
    }
    var names: [String] = []
    if let plan {
      guard !plan.isEmpty else { return [] }
      StoredFields.withAddress(of: source) { run(plan, at: $0, on: node, names: &names) }
    } else {
      install(Mirror(reflecting: source), path: [], on: node, names: &names)
    }
    return names
  }

  /// The steps for the stored properties of the struct `type`, whose fields sit at `path`, or
  /// `nil` when a custom dynamic property reflects itself (`CustomReflectable`), so only `Mirror`
  /// sees its properties.
  private static func steps(for type: Any.Type, path: [Int]) -> [Step]? {
    var plan: [Step] = []
    for stored in StoredFields.of(type) {
      let field = FieldPath(indices: path + [stored.index], name: stored.name)
      if let property = stored.type as? any InstallableProperty.Type {
        plan.append(.property(offset: stored.offset, field: field, type: property))
        continue
      }
      guard let custom = stored.type as? any DynamicProperty.Type else { continue }
      guard stored.isStruct, !(stored.type is any CustomReflectable.Type),
        let nested = steps(for: stored.type, path: field.indices)
      else { return nil }
      if !nested.isEmpty {
        plan.append(.custom(offset: stored.offset, type: custom, steps: nested))
      }
    }
    return plan
  }

  private static func run(
    _ steps: [Step],
    at base: UnsafeRawPointer,
    on node: ViewNode,
    names: inout [String]
  ) {
    for step in steps {
      switch step {
      case .property(let offset, let field, let type):
        type.install(storedAt: base + offset, on: node, field: field)
        names.append(field.name)
      case .custom(let offset, let type, let nested):
        run(nested, at: base + offset, on: node, names: &names)
        type.update(storedAt: base + offset)
      }
    }
  }

  /// The walk for values without a plan.
  private static func install(
    _ mirror: Mirror,
    path: [Int],
    on node: ViewNode,
    names: inout [String]
  ) {
    for (index, child) in mirror.children.enumerated() {
      let name = child.label ?? "@\(index)"
      let field = FieldPath(indices: path + [index], name: name)
      if let property = child.value as? any InstallableProperty {
        property.install(on: node, field: field)
        names.append(name)
      } else if var custom = child.value as? any DynamicProperty {
        let before = names.count
        install(Mirror(reflecting: custom), path: field.indices, on: node, names: &names)
        if names.count > before { custom.update() }
      }
    }
  }
}

extension InstallableProperty {
  /// Installs the property stored at `address`.
  fileprivate static func install(
    storedAt address: UnsafeRawPointer,
    on node: ViewNode,
    field: FieldPath
  ) {
    address.assumingMemoryBound(to: Self.self).pointee.install(on: node, field: field)
  }
}

extension DynamicProperty {
  /// Runs `update()` on a copy of the property stored at `address`, as the walk with `Mirror`
  /// does: the copy shares its dynamic properties' storage with the stored value.
  fileprivate static func update(storedAt address: UnsafeRawPointer) {
    var copy = address.assumingMemoryBound(to: Self.self).pointee
    copy.update()
  }
}
