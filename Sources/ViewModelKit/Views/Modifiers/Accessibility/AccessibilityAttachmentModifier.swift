/// An accessibility property attached to a view: a label, an identifier, a hint, a value,
/// traits, hidden.
///
/// Labels and identifiers are how a ``ViewHost`` finds a control that shows no text; the others
/// are recorded in tree descriptions.
public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier,
  SnapshotDescribable
{
  public typealias Body = Never

  enum Kind: String {
    case label = "accessibilityLabel"
    case identifier = "accessibilityIdentifier"
    case hint = "accessibilityHint"
    case value = "accessibilityValue"
    case hidden = "accessibilityHidden"
    case addTraits = "accessibilityAddTraits"
    case removeTraits = "accessibilityRemoveTraits"
    case element = "accessibilityElement"
  }

  let kind: Kind
  let value: String

  init(_ kind: Kind, _ value: String) {
    self.kind = kind
    self.value = value
  }

  var snapshotLine: String { ".\(kind.rawValue)(\(value))" }
}

/// What an accessibility element is and does: `accessibilityAddTraits(_:)`.
///
/// ```swift
/// Text("Settings").accessibilityAddTraits(.isHeader)
/// ```
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable, CustomStringConvertible {
  private var names: Set<String>

  private init(names: Set<String>) {
    self.names = names
  }

  private init(_ name: String) {
    names = [name]
  }

  /// No traits.
  public init() {
    names = []
  }

  public var description: String { names.sorted().joined(separator: ", ") }

  /// A button.
  public static let isButton = AccessibilityTraits("isButton")
  /// A header.
  public static let isHeader = AccessibilityTraits("isHeader")
  /// Selected.
  public static let isSelected = AccessibilityTraits("isSelected")
  /// A link.
  public static let isLink = AccessibilityTraits("isLink")
  /// A search field.
  public static let isSearchField = AccessibilityTraits("isSearchField")
  /// An image.
  public static let isImage = AccessibilityTraits("isImage")
  /// Plays a sound.
  public static let playsSound = AccessibilityTraits("playsSound")
  /// A keyboard key.
  public static let isKeyboardKey = AccessibilityTraits("isKeyboardKey")
  /// Static text.
  public static let isStaticText = AccessibilityTraits("isStaticText")
  /// A summary.
  public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
  /// Updates frequently.
  public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
  /// Starts a media session.
  public static let startsMediaSession = AccessibilityTraits("startsMediaSession")
  /// Allows direct interaction.
  public static let allowsDirectInteraction = AccessibilityTraits("allowsDirectInteraction")
  /// Turns the page.
  public static let causesPageTurn = AccessibilityTraits("causesPageTurn")
  /// Modal.
  public static let isModal = AccessibilityTraits("isModal")
  /// A toggle.
  public static let isToggle = AccessibilityTraits("isToggle")

  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(names: names.union(other.names))
  }

  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(names: names.intersection(other.names))
  }

  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(names: names.symmetricDifference(other.names))
  }

  public func contains(_ member: AccessibilityTraits) -> Bool {
    member.names.isSubset(of: names)
  }

  @discardableResult
  public mutating func insert(
    _ newMember: AccessibilityTraits
  ) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
    let inserted = !contains(newMember)
    names.formUnion(newMember.names)
    return (inserted, newMember)
  }

  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    names.subtract(member.names)
    return member
  }

  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let existed = contains(newMember)
    names.formUnion(newMember.names)
    return existed ? newMember : nil
  }

  public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }

  public mutating func formIntersection(_ other: AccessibilityTraits) {
    names.formIntersection(other.names)
  }

  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
    names.formSymmetricDifference(other.names)
  }
}

/// How an accessibility element treats its children's elements.
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  /// The children are left out.
  public static let ignore = AccessibilityChildBehavior(description: "ignore")
  /// The children stay elements of their own, inside this one.
  public static let contain = AccessibilityChildBehavior(description: "contain")
  /// The children's properties are merged into this element.
  public static let combine = AccessibilityChildBehavior(description: "combine")
}
