/// Content of a toolbar: ``ToolbarItem``s and ``ToolbarItemGroup``s, combined by
/// ``ToolbarContentBuilder``.
///
/// Headless, toolbars are recorded, not shown: their items are not laid out and a ``ViewHost``
/// cannot tap them (the navigation bar is part of the navigation issue).
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
  let placements: [String]
}

/// Combines toolbar items written one after another, with `if`, `if`/`else` and `for`.
@MainActor @resultBuilder
public enum ToolbarContentBuilder {
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarContentList {
    _ToolbarContentList(placements: placements(of: content))
  }

  public static func buildBlock(_ parts: _ToolbarContentList...) -> _ToolbarContentList {
    _ToolbarContentList(placements: parts.flatMap(\.placements))
  }

  public static func buildOptional(_ part: _ToolbarContentList?) -> _ToolbarContentList {
    part ?? _ToolbarContentList(placements: [])
  }

  public static func buildEither(first part: _ToolbarContentList) -> _ToolbarContentList { part }

  public static func buildEither(second part: _ToolbarContentList) -> _ToolbarContentList { part }

  public static func buildArray(_ parts: [_ToolbarContentList]) -> _ToolbarContentList {
    _ToolbarContentList(placements: parts.flatMap(\.placements))
  }

  private static func placements<C: ToolbarContent>(of content: C) -> [String] {
    switch content {
    case let list as _ToolbarContentList: list.placements
    case let item as any ToolbarPlacementCarrier: [item.placementName]
    default: [TypeNames.unqualified(C.self)]
    }
  }
}

@MainActor
private protocol ToolbarPlacementCarrier {
  var placementName: String { get }
}

extension ToolbarItem: ToolbarPlacementCarrier {
  var placementName: String { placement.description }
}

extension ToolbarItemGroup: ToolbarPlacementCarrier {
  var placementName: String { placement.description }
}

extension View {
  /// Adds items to the toolbar (recorded: their placements show in tree descriptions).
  ///
  /// - Parameter content: The items.
  /// - Returns: The view.
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> ModifiedContent<Self, _StyleModifier> {
    let list = content() as? _ToolbarContentList
    return style(
      "toolbar",
      (list?.placements ?? [TypeNames.unqualified(Content.self)])
        .joined(
          separator: ", "
        )
    )
  }
}

extension View {
  /// Adds views to the toolbar (recorded).
  ///
  /// - Parameter content: The views.
  /// - Returns: The view.
  public func toolbar<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("toolbar", TypeNames.unqualified(Content.self))
  }
}
