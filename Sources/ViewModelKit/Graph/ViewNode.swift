import Foundation

/// One view identity in the graph: its latest view value, its persistent storage (state,
/// state objects, subscriptions), what its body read, and its children.
@MainActor
final class ViewNode {
  unowned let graph: ViewGraph
  /// A number unique among the graph's nodes, for layout and rendering.
  let id: Int
  weak var parent: ViewNode?
  /// The number of ancestors.
  let depth: Int
  let key: ChildKey
  // The view and its modifier are touched on the main actor only, and never while another
  // access to them is in progress: they need no run-time exclusivity checks (a keyframe
  // animator's frames write them in place, see `KeyframeAnimatorFrame`).
  @exclusivity(unchecked) var view: any View {
    // The flag, not the optional, is tested: testing or resetting the optional goes through its
    // generic value witnesses.
    didSet {
      if isPrimitiveModifierCached {
        primitiveModifierCache = nil
        isPrimitiveModifierCached = false
      }
    }
  }
  let kind: Kind
  /// What the view's type is (see ``ViewTypeFacts``).
  let facts: ViewTypeFacts
  /// The type's name without module and generic arguments, as change reports print it.
  let name: String
  /// Whether the change reports list this view (user-defined views only).
  let isUserDefined: Bool
  /// Not isolated, so that `deinit` can release a deep subtree level by level.
  nonisolated(unsafe) var children: [ViewNode] = []

  var environment: EnvironmentValues
  var childEnvironment: EnvironmentValues?
  var childEnvironmentInput: (version: Int, signature: Any)?
  var transaction = Transaction()

  /// Persistent storage by field: `StateSlot`s and state objects.
  var storage: [FieldPath: AnyObject] = [:]
  /// The state objects whose expression makes a fresh object (never checked again), and those
  /// already reported as passed in by the parent.
  var freshStateObjects = Set<FieldPath>()
  var warnedStateObjects = Set<FieldPath>()
  var readSlots: [any AnyStateSlot] = []
  /// The names of this view's `@Binding` fields, by the storage they are bound to.
  var bindingFieldNames: [ObjectIdentifier: String] = [:]
  /// Reads the values of the bindings this view holds, to depend on them (see `Binding.install`).
  var heldBindingReads: [() -> Void] = []
  var environmentReads: [AnyKeyPath: (value: Any, field: String)] = [:]
  var observations: [FieldPath: (object: ObjectIdentifier, cancellable: AnyCancellable)] = [:]

  /// Why the node must be re-evaluated, if it must: the first cause recorded wins.
  var dirtyCause: UpdateCause?
  /// The stored names of the dynamic properties that changed (`_isExpanded`).
  var changedProperties: [String] = []
  /// Whether a descendant must be visited in the next pass.
  var needsVisit = false
  /// The children on the paths to the changes of the next pass (may hold stale entries).
  var pendingChildren: [ViewNode] = []
  /// The node's position among its parent's children.
  var index = 0
  /// Whether the children changed (by identity or order) in the pass being rendered.
  var childrenChanged = false

  // What the layout tree keeps for this node between passes (see `LayoutTreeBuilder`).
  /// The box of the node's own, when it has one.
  var layoutBox: LayoutBox?
  /// The implicit stack around several content boxes, or a leaf frame's filler.
  var contentLayoutBox: LayoutBox?
  /// The implicit stack around several layer boxes.
  var layerLayoutBox: LayoutBox?
  /// The number of the render that last applied (or queued for a frame) this node.
  var appliedInRender = 0
  var framedInRender = 0
  /// The boxes the node contributes to its container; `nil` when they must be worked out again.
  var layoutItems: [LayoutBox]?
  /// The node's frame at the last render: its box's, or the union of its children's.
  var layoutFrame = CGRect.zero
  var isNew = true
  /// Counts the view values the node has taken, so that renderers redo work only for new ones.
  var revision = 0
  /// Whether the latest value differs from the one before only in render-only modifier values
  /// (see `ViewGraph+RenderOnly.swift`): the render sets its effects without describing it again.
  var isRenderOnlyChange = false
  var isRemoved = false
  /// State a built-in modifier keeps across updates (last value, subscription).
  var modifierState: AnyObject?
  /// Counts the body evaluations, so that the `@Observable` tracking of an older one is ignored.
  var observationGeneration = 0

  enum Kind {
    /// A view with a body (a user view, a user `ViewModifier`, a shape).
    case body
    /// A built-in view or modifier that the runtime expands.
    case primitive
  }

  // A subtree thousands of levels deep would otherwise be released recursively, a few stack
  // frames per level: the children this node alone holds give up theirs first, one by one.
  deinit {
    guard !children.isEmpty else { return }
    var pending = children
    children = []
    while var node = pending.popLast() {
      if isKnownUniquelyReferenced(&node), !node.children.isEmpty {
        pending += node.children
        node.children = []
      }
    }
  }

  init(
    graph: ViewGraph,
    parent: ViewNode?,
    key: ChildKey,
    view: any View,
    environment: EnvironmentValues
  ) {
    self.graph = graph
    id = graph.nextNodeID()
    self.parent = parent
    depth = parent.map { $0.depth + 1 } ?? 0
    self.key = key
    self.view = view
    self.environment = environment
    let facts = ViewTypeFacts.of(view)
    self.facts = facts
    kind = Self.kind(of: view, facts: facts)
    name = TypeNames.unqualified(type(of: view))
    switch kind {
    case .body: isUserDefined = !facts.contains(.builtIn) && facts.contains(.bodyIsView)
    case .primitive: isUserDefined = false
    }
  }

  static func kind(of view: any View, facts: ViewTypeFacts) -> Kind {
    if facts.contains(.modifierCarrier), let carrier = view as? any ModifierCarrier {
      return carrier.primitiveModifier == nil ? .body : .primitive
    }
    return facts.contains(.primitive) ? .primitive : .body
  }

  /// What evaluates the body of a view value of this node.
  static func bodyProvider(of view: any View) -> any BodyProvider {
    (view as? any BodyProvider) ?? UserView(view: view)
  }

  /// What evaluates the body of the node's current view value.
  var bodyProvider: any BodyProvider {
    guard facts.contains(.bodyProvider), let provider = view as? any BodyProvider else {
      return UserView(view: view)
    }
    return provider
  }

  /// The identity path, for logs and snapshots.
  var path: String { identityPath.description }

  /// The innermost user-defined view at or above this node: the view whose body declared it
  /// (errors and warnings name it).
  var innermostUserView: ViewNode? {
    var node: ViewNode? = self
    while let candidate = node, !candidate.isUserDefined { node = candidate.parent }
    return node
  }
  /// The identity path, once made (see `IdentityPath.swift`).
  var storedIdentityPath: IdentityPath?

  /// The modifier this node applies, when it is a built-in modifier.
  ///
  /// Found once per view value (two dynamic casts) and kept until the view changes: a pass and
  /// its render ask for it many times per node.
  var primitiveModifier: (any PrimitiveModifier)? {
    if isPrimitiveModifierCached { return primitiveModifierCache }
    guard facts.contains(.modifierCarrier) else {
      cachePrimitiveModifier(nil)
      return nil
    }
    let modifier = (view as? any ModifierCarrier)?.primitiveModifier
    cachePrimitiveModifier(modifier)
    return modifier
  }

  /// Keeps `modifier` as the modifier of the current view value (a render-only patch sets it
  /// with the new value).
  func cachePrimitiveModifier(_ modifier: (any PrimitiveModifier)?) {
    primitiveModifierCache = modifier
    isPrimitiveModifierCached = true
  }

  /// The modifier of the current view value, once asked for (`isPrimitiveModifierCached`).
  @exclusivity(unchecked) private var primitiveModifierCache: (any PrimitiveModifier)?
  @exclusivity(unchecked) private var isPrimitiveModifierCached = false

  // MARK: Storage for dynamic properties

  func stateSlot<Value>(for field: FieldPath, initial: Value) -> StateSlot<Value> {
    if let slot = storage[field] as? StateSlot<Value> { return slot }
    let slot = StateSlot(initial: initial, owner: self, field: field, queue: graph.queue)
    storage[field] = slot
    if let lifetimes = graph.lifetimes {
      lifetimes.track(slot, as: "@State \(field.declaredName) of \(name)")
      if Value.self is AnyClass {
        lifetimes.track(
          initial as AnyObject,
          as: "object in @State \(field.declaredName) of \(name)"
        )
      }
    }
    return slot
  }

  func stateObject<Object: AnyObject>(for field: FieldPath, make: () -> Object) -> Object {
    guard let object = storage[field] as? Object else {
      let object = make()
      storage[field] = object
      graph.lifetimes?.track(object, as: "@StateObject \(field.declaredName) of \(name)")
      return object
    }
    // From the second installation on, the expression is evaluated again while it keeps giving
    // objects that someone else already holds (passed in by the parent); an expression that
    // makes a fresh object (`= Model()`) is evaluated once more only, then never again.
    if !freshStateObjects.contains(field) {
      var candidate = make()
      if isKnownUniquelyReferenced(&candidate) {
        freshStateObjects.insert(field)
      } else if candidate !== object, warnedStateObjects.insert(field).inserted {
        graph.warnings.receive(
          "@StateObject \(field.name) of \(name) was initialised from an object its parent "
            + "passes in (\(Object.self)); the first object is kept for the view's identity and "
            + "later ones are ignored. Use @ObservedObject, or give the view an .id of the object."
        )
      }
    }
    return object
  }

  /// Subscribes this node to an object's `objectWillChange`, once per object identity.
  func observe<Object: ObservableObject>(_ object: Object, field: FieldPath) {
    let identity = ObjectIdentifier(object)
    if observations[field]?.object == identity { return }
    PublishedNames.enable()
    let cancellable = Self.subscribe(
      to: object,
      node: WeakNode(self),
      field: field.name,
      queue: graph.queue,
      warnings: graph.warnings
    )
    observations[field] = (identity, cancellable)
  }

  /// Makes the `objectWillChange` subscription outside the main actor, so that a send from
  /// another thread reaches it (and is reported) instead of tripping an isolation check.
  private nonisolated static func subscribe<Object: ObservableObject>(
    to object: Object,
    node: WeakNode,
    field: String,
    queue: ChangeQueue,
    warnings: WarningSink
  ) -> AnyCancellable {
    let target = UncheckedSendable(value: node)
    return object.objectWillChange.sink { [weak object] _ in
      if !MainQueue.isCurrent {
        warnings.receive(
          "Publishing changes from background threads is not allowed; make sure to publish "
            + "values from the main thread (via operators like receive(on:)) on model updates."
        )
      }
      let source = object.flatMap { PublishedNames.name(for: $0) } ?? field
      queue.enqueue(
        PendingChange(
          kind: .observed(target.value, field: field, source: source),
          transaction: .current
        )
      )
    }
  }

  /// Reads an environment value and records the dependency, with the reading property's name.
  func readEnvironment<Value>(
    _ keyPath: KeyPath<EnvironmentValues, Value>,
    field: String
  )
    -> Value
  {
    let value = environment[keyPath: keyPath]
    if EvaluationContext.current?.node === self { environmentReads[keyPath] = (value, field) }
    return value
  }

  /// The properties whose environment value differs in `environment`, with the key names.
  func changedEnvironmentReads(
    in environment: EnvironmentValues
  )
    -> [(field: String, key: String)]
  {
    environmentReads.compactMap { keyPath, read in
      guard let new = environment[keyPath: keyPath], !ValueEquality.equal(read.value, new) else {
        return nil
      }
      return (read.field, TypeNames.keyPathName(keyPath))
    }
  }

  /// Forgets what the last body evaluation read.
  func clearReads() {
    for slot in readSlots { slot.removeReader(self) }
    readSlots = []
    environmentReads = [:]
  }

  /// Releases everything the node holds, when its identity goes away.
  func tearDown() {
    clearReads()
    for (_, observation) in observations { observation.cancellable.cancel() }
    observations = [:]
    storage = [:]
    modifierState = nil
    isRemoved = true
  }
}

/// A user view as a body provider: its dynamic properties live in the view value itself.
struct UserView: BodyProvider {
  let view: any View

  var isView: Bool { true }

  var dynamicSource: Any { view }

  func makeBody() -> any View {
    Self.body(of: view)
  }

  private static func body<V: View>(of view: V) -> any View { view.body }
}

/// Something whose body the graph evaluates after installing dynamic properties into
/// `dynamicSource`: a user view, or a view with a user `ViewModifier`.
@MainActor
protocol BodyProvider {
  /// Whether change reports list it (a view, not a modifier).
  var isView: Bool { get }
  /// The value whose stored properties hold the dynamic properties.
  var dynamicSource: Any { get }
  /// Evaluates the body.
  func makeBody() -> any View
}
