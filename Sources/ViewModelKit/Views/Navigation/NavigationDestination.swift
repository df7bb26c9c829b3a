/// Declares the screen a ``NavigationStack`` shows for pushed values of one type.
public struct _NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier,
  PrimitiveModifier
{
  public typealias Body = Never
  let destination: (D) -> C

  func didInsert(node: ViewNode) {
    if let container = Self.lazyContainer(above: node) {
      Diagnostics.warn(
        "Do not put a navigation destination modifier inside a \"lazy” container, like `List` "
          + "or `LazyVStack`. These containers create child views only when needed to render on "
          + "screen. Add the navigation destination modifier outside these containers so that "
          + "the navigation stack can always see the destination. There's a misplaced "
          + "`navigationDestination(for:destination:)` modifier for type `\(String(reflecting: D.self))`. "
          + "It will be ignored in a future release. (It is inside a \(container).)"
      )
    }
    register(node: node)
  }

  func didUpdate(node: ViewNode) {
    register(node: node)
  }

  func willRemove(node: ViewNode) {
    node.environment._navigationModel?.unregister(owner: node.id)
  }

  private func register(node: ViewNode) {
    let destination = destination
    node.environment._navigationModel?
      .register(D.self, owner: node.id) { value in
        (value.base as? D).map { AnyView(destination($0)) }
      }
  }

  /// The lazy container (`List`, a lazy stack or grid) the node is in, if any.
  static func lazyContainer(above node: ViewNode) -> String? {
    let lazy: Set<String> = ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]
    var current = node.parent
    while let ancestor = current {
      if ancestor.primitiveModifier is _NavigationScreenModifier { return nil }
      if lazy.contains(ancestor.name) { return ancestor.name }
      current = ancestor.parent
    }
    return nil
  }
}

/// Pushes a view on the enclosing stack while a binding says so: `navigationDestination
/// (isPresented:)`, `navigationDestination(item:)` and `NavigationLink(isActive:)`.
///
/// The binding is a dynamic property of this modifier, so the modifier updates when it changes
/// even if the presenter's body does not read it.
public struct _NavigationPushModifier<Destination: View>: ViewModifier {
  @Binding var isPresented: Bool
  let destination: () -> Destination

  init(isPresented: Binding<Bool>, destination: @escaping () -> Destination) {
    _isPresented = isPresented
    self.destination = destination
  }

  public func body(content: Content) -> some View {
    content.modifier(
      _NavigationPushSync(
        destination: isPresented ? AnyView(destination()) : nil,
        onPop: { [binding = $isPresented] in binding.wrappedValue = false }
      )
    )
  }
}

/// Pushes or removes the screen of a `_NavigationPushModifier` after each update.
struct _NavigationPushSync: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let destination: AnyView?
  let onPop: () -> Void

  func didInsert(node: ViewNode) { sync(node: node) }
  func didUpdate(node: ViewNode) { sync(node: node) }

  func willRemove(node: ViewNode) {
    node.environment._navigationModel?.removePushedView(id: node.id)
  }

  private func sync(node: ViewNode) {
    guard let model = node.environment._navigationModel else { return }
    if let destination {
      // Once pushed, the screen shows the destination as the presenter built it last.
      let box: PushedDestinationBox
      if let pushed = node.modifierState as? PushedDestinationBox {
        box = pushed
        box.update(destination)
      } else {
        box = PushedDestinationBox(destination)
        node.modifierState = box
      }
      model.pushView(id: node.id, view: AnyView(_PushedDestination(destination: box)), onPop: onPop)
    } else {
      node.modifierState = nil
      model.removePushedView(id: node.id)
    }
  }
}

extension View {
  /// Declares the screen a ``NavigationStack`` shows for pushed values of a type.
  ///
  /// Put it in the stack's root or in a pushed screen, outside lazy containers (`List`, lazy
  /// stacks): inside one, SwiftUI's warning is logged (it still works here).
  ///
  /// ```swift
  /// List(recipes) { NavigationLink($0.name, value: $0) }
  ///   .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The type of the values.
  ///   - destination: Makes the screen for a value.
  /// - Returns: The view.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type,
    @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, _NavigationDestinationModifier<D, C>> {
    modifier(_NavigationDestinationModifier(destination: destination))
  }

  /// Pushes a screen while a binding is `true`; a pop (``ViewHost/back()``, `dismiss()`) writes
  /// `false`.
  ///
  /// ```swift
  /// .navigationDestination(isPresented: $showsSettings) { SettingsView() }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the screen is pushed.
  ///   - destination: The screen (built when pushed).
  /// - Returns: The view.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>,
    @ViewBuilder destination: @escaping () -> V
  ) -> ModifiedContent<Self, _NavigationPushModifier<V>> {
    modifier(_NavigationPushModifier(isPresented: isPresented, destination: destination))
  }

  /// Pushes a screen for an item while the binding holds one; a pop writes `nil`.
  ///
  /// ```swift
  /// .navigationDestination(item: $selectedRecipe) { RecipeDetail(recipe: $0) }
  /// ```
  ///
  /// - Parameters:
  ///   - item: The item to show, or `nil`.
  ///   - destination: Makes the screen for the item.
  /// - Returns: The view.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>,
    @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, _NavigationPushModifier<_NavigationItemScreen<D, C>>> {
    let isPresented = Binding(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } }
    )
    return modifier(
      _NavigationPushModifier(isPresented: isPresented) {
        _NavigationItemScreen(item: item.wrappedValue, destination: destination)
      }
    )
  }
}

/// The screen of `navigationDestination(item:)`: the destination for the item, keyed by it so
/// that another item is another screen.
public struct _NavigationItemScreen<D: Hashable, C: View>: View, BuiltInView {
  let item: D?
  let destination: (D) -> C

  public var body: some View {
    if let item { destination(item).id(item) }
  }
}
