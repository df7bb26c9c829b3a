/// Content of a toolbar: ``ToolbarItem``s and ``ToolbarItemGroup``s, combined by
/// ``ToolbarContentBuilder``.
///
/// The items are laid out in a bar across the top of the screen (and a bottom bar), over the
/// screen's content, and a ``ViewHost`` taps their buttons by their titles.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .navigationBarTrailing) { Button("Add") { add() } }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of this content's body.
  associatedtype Body: ToolbarContent

  /// The content.
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
  /// Built-in toolbar content has no body.
  public var body: Never {
    preconditionFailure("\(Self.self) is built-in toolbar content and has no body")
  }
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Equatable, Sendable, CustomStringConvertible {
  public let description: String

  /// Where the platform puts it.
  public static let automatic = ToolbarItemPlacement(description: "automatic")
  /// The centre of the navigation bar.
  public static let principal = ToolbarItemPlacement(description: "principal")
  /// The navigation area.
  public static let navigation = ToolbarItemPlacement(description: "navigation")
  /// The most prominent place.
  public static let primaryAction = ToolbarItemPlacement(description: "primaryAction")
  /// A secondary place (an overflow menu).
  public static let secondaryAction = ToolbarItemPlacement(description: "secondaryAction")
  /// A status area.
  public static let status = ToolbarItemPlacement(description: "status")
  /// The confirming action of a modal view.
  public static let confirmationAction = ToolbarItemPlacement(description: "confirmationAction")
  /// The cancelling action of a modal view.
  public static let cancellationAction = ToolbarItemPlacement(description: "cancellationAction")
  /// The destructive action of a modal view.
  public static let destructiveAction = ToolbarItemPlacement(description: "destructiveAction")
  /// Above the keyboard.
  public static let keyboard = ToolbarItemPlacement(description: "keyboard")
  /// The leading end of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(
    description: "navigationBarLeading"
  )
  /// The trailing end of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(
    description: "navigationBarTrailing"
  )
  /// The leading end of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(description: "topBarLeading")
  /// The trailing end of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(description: "topBarTrailing")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(description: "bottomBar")
}

/// One item of a toolbar.
///
/// ```swift
/// ToolbarItem(placement: .primaryAction) { Button("Save") { save() } }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content
}

extension ToolbarItem where ID == () {
  /// Creates an item.
  ///
  /// - Parameters:
  ///   - placement: Where it goes.
  ///   - content: The item's view.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several items of a toolbar in one place.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) { Button("A") {}; Button("B") {} }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content

  /// Creates a group.
  ///
  /// - Parameters:
  ///   - placement: Where it goes.
  ///   - content: The items' views.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several pieces of toolbar content, as ``ToolbarContentBuilder`` combines them.
public struct _ToolbarContentList: ToolbarContent {
  public typealias Body = Never
  let entries: [ToolbarEntry]

  var placements: [String] { entries.map(\.name) }
}

/// One item of a toolbar: where it goes and its view (`nil` for toolbar content of a type the
/// runtime does not know, recorded by its name).
struct ToolbarEntry {
  let name: String
  let placement: ToolbarItemPlacement?
  let view: AnyView?
}

/// Combines toolbar items written one after another, with `if`, `if`/`else` and `for`.
@MainActor @resultBuilder
public enum ToolbarContentBuilder {
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarContentList {
    _ToolbarContentList(entries: entries(of: content))
  }

  public static func buildBlock(_ parts: _ToolbarContentList...) -> _ToolbarContentList {
    _ToolbarContentList(entries: parts.flatMap(\.entries))
  }

  public static func buildOptional(_ part: _ToolbarContentList?) -> _ToolbarContentList {
    part ?? _ToolbarContentList(entries: [])
  }

  public static func buildEither(first part: _ToolbarContentList) -> _ToolbarContentList { part }

  public static func buildEither(second part: _ToolbarContentList) -> _ToolbarContentList { part }

  public static func buildArray(_ parts: [_ToolbarContentList]) -> _ToolbarContentList {
    _ToolbarContentList(entries: parts.flatMap(\.entries))
  }

  static func entries<C: ToolbarContent>(of content: C) -> [ToolbarEntry] {
    switch content {
    case let list as _ToolbarContentList: list.entries
    case let item as any ToolbarPlacementCarrier:
      [ToolbarEntry(name: item.placement.description, placement: item.placement, view: item.view)]
    default: [ToolbarEntry(name: TypeNames.unqualified(C.self), placement: nil, view: nil)]
    }
  }
}

@MainActor
private protocol ToolbarPlacementCarrier {
  var placement: ToolbarItemPlacement { get }
  var view: AnyView { get }
}

extension ToolbarItem: ToolbarPlacementCarrier {
  fileprivate var view: AnyView { AnyView(content) }
}

extension ToolbarItemGroup: ToolbarPlacementCarrier {
  fileprivate var view: AnyView { AnyView(content) }
}
