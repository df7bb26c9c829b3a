/// What a view type is to the runtime: the conformances that the graph, the layout and the
/// render ask about for every node, worked out once per type.
///
/// Each question is otherwise a dynamic cast, and a cast that fails (most views are neither a
/// shape, nor a control, nor a container) searches the runtime's conformance records every
/// time. A node keeps the facts of its view's type, which never changes during its life
/// (reconciling replaces a node whose view changes type).
struct ViewTypeFacts: OptionSet {
  let rawValue: UInt32

  init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Carries a modifier (`ModifiedContent`): `primitiveModifier` may be non-nil.
  static let modifierCarrier = Self(rawValue: 1 << 0)
  /// A built-in view the runtime expands.
  static let primitive = Self(rawValue: 1 << 1)
  /// A primitive that expands with its node (`NodeExpandingView`).
  static let nodeExpanding = Self(rawValue: 1 << 2)
  /// A primitive that expands in its environment (`EnvironmentReadingView`).
  static let environmentReading = Self(rawValue: 1 << 3)
  /// A `Shape`, whose value reaches the layout directly.
  static let shape = Self(rawValue: 1 << 4)
  /// A structural view (`TupleView`, `ForEach`, `Group`…), never a snapshot node.
  static let structural = Self(rawValue: 1 << 5)
  /// Provides its own body (`BodyProvider`) instead of being a user view.
  static let bodyProvider = Self(rawValue: 1 << 6)
  /// Built into the package (`BuiltInView`).
  static let builtIn = Self(rawValue: 1 << 7)
  /// Its body is a view's (not a modifier's): change reports list it.
  static let bodyIsView = Self(rawValue: 1 << 8)
  /// May have a layout kind of its own (a text, an image, a stack, a shape, a control…);
  /// without it the view is transparent to the layout.
  static let layoutCandidate = Self(rawValue: 1 << 9)
  /// A filled shape view (`ShapeViewProtocol`).
  static let shapeView = Self(rawValue: 1 << 10)

  /// The facts of `view`'s type, from the table or worked out now.
  @MainActor
  static func of(_ view: any View) -> ViewTypeFacts {
    let key = ObjectIdentifier(type(of: view))
    if let known = table[key] { return known }
    let facts = Self(workingOut: view)
    table[key] = facts
    return facts
  }

  @MainActor private static var table: [ObjectIdentifier: ViewTypeFacts] = [:]

  @MainActor
  private init(workingOut view: any View) {
    // A cast looks through an optional to the view it wraps, but an `if`'s optional is only a
    // structural view around it: not the modifier inside it (its node would run that view's
    // lifecycle actions again), nor the text, stack or reader it wraps (it would take that
    // view's box or expand as it does, leaving the view itself unplaced).
    if view is any OptionalView {
      self = [.primitive, .structural, .builtIn, .bodyIsView]
      return
    }
    var facts: ViewTypeFacts = []
    if view is any ModifierCarrier { facts.insert(.modifierCarrier) }
    if view is any PrimitiveView { facts.insert(.primitive) }
    if view is any NodeExpandingView { facts.insert(.nodeExpanding) }
    if view is any EnvironmentReadingView { facts.insert(.environmentReading) }
    if view is any Shape { facts.insert(.shape) }
    if view is any StructuralView { facts.insert(.structural) }
    if view is any BuiltInView { facts.insert(.builtIn) }
    if let provider = view as? any BodyProvider {
      facts.insert(.bodyProvider)
      if provider.isView { facts.insert(.bodyIsView) }
    } else {
      facts.insert(.bodyIsView)
    }
    if view is any ShapeViewProtocol { facts.insert(.shapeView) }
    if view is Text || view is Spacer || view is EmptyView || view is Image
      || view is any NodeLayoutConvertible || view is any StackLayoutConvertible
      || view is any ShapeViewProtocol || view is Color || view is any StyleFillingView
      || view is any ControlLayout || view is any TappableControl || view is any ToggleControl
      || view is any TextInputControl
    {
      facts.insert(.layoutCandidate)
    }
    self = facts
  }
}

/// `Optional` itself, which a cast to another protocol would look through.
private protocol OptionalView {}

extension Optional: OptionalView {}
