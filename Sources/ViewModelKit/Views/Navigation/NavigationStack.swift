/// A stack of screens: the root, with the screens pushed on it above; the host shows the top
/// one.
///
/// Without a path, the stack keeps its own; with `path:`, it shares a binding to an array of
/// values of one type or to a ``NavigationPath``: appending pushes, removing pops, and a pop by
/// the person (``ViewHost/back()``, `dismiss()`) writes the shorter path back. Each value is
/// shown with the `navigationDestination(for:destination:)` declared for its type in the stack
/// (in its root or any pushed screen).
///
/// ```swift
/// @State private var path: [Recipe.ID] = []
/// NavigationStack(path: $path) {
///   List(recipes) { NavigationLink($0.name, value: $0.id) }
///     .navigationDestination(for: Recipe.ID.self) { RecipeDetail(id: $0) }
/// }
/// ```
///
/// A covered screen keeps its state; it gets `onDisappear` when covered and `onAppear` when it
/// shows again. A popped screen's state is discarded. The screen that shows gets `onAppear`
/// before the one that leaves gets `onDisappear`, both on push and on pop (SwiftUI leaves this
/// order to the platform; this is the rule chosen here).
///
/// Pushes and pops animate, as on a device: a pushed screen slides in from the trailing edge
/// and a popped one slides out over the revealed screen, which is placed at once. A change made
/// with an animation (`withAnimation`, an `EventChannel` event's) uses that animation; one made
/// without (a plain path append, a link, the back button) uses the standard push animation,
/// 0.35 seconds ease-in-out (a device uses UIKit's navigation transition, whose curve SwiftUI
/// does not expose: this constant is a documented choice). A change in a transaction with
/// `disablesAnimations` shows at once:
///
/// ```swift
/// var transaction = Transaction()
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { path.append(recipe.id) }
/// ```
///
/// (While a push animates, the covered screen is already gone from snapshots.)
///
/// The bar draws the screen's title (see `navigationTitle(_:)`) and, on a pushed screen, a
/// back button: a chevron and the title of the screen below, or "Back" when that screen has
/// none or it is longer than 15 characters. Tapping it pops the screen as ``ViewHost/back()``
/// does; `navigationBarBackButtonHidden()` hides it.
///
/// Each screen is laid out in the safe area its bars leave, as on an iPhone: below a
/// navigation bar of 44 points (96 with a large title; none when the screen hides it with
/// `toolbar(.hidden, for: .navigationBar)` or `navigationBarHidden(true)`) and above a bottom
/// toolbar of 44 points when its toolbar has `.bottomBar` items. The title display mode is the
/// screen's own, or with `.automatic` the mode of the screen below it; the root's automatic mode
/// is large when it has a title. The bar starts at the stack's top: the screen's top by
/// default, below the status bar when the host has a device's insets (``DeviceSafeArea``). A
/// view that touches the bar's edge reaches under it with `ignoresSafeArea()`:
///
/// ```swift
/// NavigationStack {
///   Color.blue                  // (0, 44) 390 × 800 on the default screen
///     .navigationTitle("Inbox")
///     .navigationBarTitleDisplayMode(.inline)
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View, BuiltInView {
  let root: Root
  let path: PathAccess?
  @State private var ownPath: [AnyHashable] = []
  @State private var pushedViews: [NavigationModel.PushedView] = []
  @State private var refreshes = 0
  @State private var model = NavigationModel()

  /// How the stack reads and writes a path binding, without its type.
  struct PathAccess {
    let read: () -> [AnyHashable]
    let write: ([AnyHashable]) -> Void
    let append: (AnyHashable) -> Void
  }

  public var body: some View {
    let values = path?.read() ?? ownPath
    _ = refreshes
    let model = self.model
    model.readPath = { [path, ownPath = $ownPath] in path?.read() ?? ownPath.wrappedValue }
    model.writePath = { [path, ownPath = $ownPath] in
      if let path { path.write($0) } else { ownPath.wrappedValue = $0 }
    }
    model.appendToPath = { [path, ownPath = $ownPath] in
      if let path { path.append($0) } else { ownPath.wrappedValue.append($0) }
    }
    model.pushedViews = pushedViews
    model.writePushedViews = { [pushed = $pushedViews] in pushed.wrappedValue = $0 }
    model.refresh = { [refreshes = $refreshes] in refreshes.wrappedValue += 1 }
    var screens: [NavigationScreens.Screen] = []
    screens.reserveCapacity(1 + values.count + pushedViews.count)
    screens.append(.init(key: .index(0), view: AnyView(root)))
    var unresolved: [AnyHashable] = []
    for (index, value) in values.enumerated() {
      let destination = model.destination(for: value)
      if destination == nil { unresolved.append(value) }
      screens.append(
        .init(
          key: .id(PathScreenID(index: index, value: value)),
          view: destination ?? AnyView(EmptyView())
        )
      )
    }
    model.unresolved = unresolved
    for pushed in pushedViews {
      screens.append(.init(key: .id(ViewScreenID(id: pushed.id)), view: pushed.view))
    }
    let backLabels = model.backLabels(count: screens.count)
    return NavigationScreens(screens: screens, model: model, backLabels: backLabels)
      .modifier(_NavigationPushAnimation(depth: screens.count))
  }
}

/// The identity of a path value's screen: its position and its value, so that replacing a
/// value replaces the screen.
private struct PathScreenID: Hashable {
  let index: Int
  let value: AnyHashable
}

/// The identity of a view-pushed screen.
private struct ViewScreenID: Hashable {
  let id: Int
}

extension NavigationStack where Data == NavigationPath {
  /// Creates a stack that keeps its own path.
  ///
  /// - Parameter root: The root view.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = nil
  }

  /// Creates a stack that shares a ``NavigationPath``.
  ///
  /// ```swift
  /// NavigationStack(path: $router.path) { HomeView() }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The pushed values.
  ///   - root: The root view.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = PathAccess(
      read: { path.wrappedValue.values },
      write: { values in
        let kept = path.wrappedValue.elements.prefix(values.count)
        path.wrappedValue.elements = Array(kept)
      },
      append: { value in
        var updated = path.wrappedValue
        updated.elements.append(
          NavigationPath.Element(value: value, encoded: CodableElements.encode(any: value.base))
        )
        path.wrappedValue = updated
      }
    )
  }
}

extension NavigationStack
where
  Data: MutableCollection,
  Data: RandomAccessCollection,
  Data: RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// Creates a stack that shares a collection of values of one type.
  ///
  /// A link whose value is of another type warns and pushes nothing.
  ///
  /// ```swift
  /// @State private var path: [Int] = []
  /// NavigationStack(path: $path) { RecipeList() }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The pushed values.
  ///   - root: The root view.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = PathAccess(
      read: { path.wrappedValue.map { AnyHashable($0) } },
      write: { values in
        let kept = path.wrappedValue.prefix(values.count)
        path.wrappedValue = Data(kept)
      },
      append: { value in
        guard let element = value.base as? Data.Element else {
          return Diagnostics.warn(
            "A NavigationLink is presenting a value of type “\(String(reflecting: type(of: value.base)))” "
              + "but the stack's path holds values of type “\(String(reflecting: Data.Element.self))”. "
              + "The link cannot be activated."
          )
        }
        path.wrappedValue.append(element)
      }
    )
  }
}
