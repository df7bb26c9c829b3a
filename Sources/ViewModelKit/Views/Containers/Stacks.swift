public import Foundation

/// Views arranged top to bottom.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) {
///   Text("Title")
///   Text("Subtitle")
/// }
/// ```
public struct VStack<Content: View>: View {
  public typealias Body = Never

  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a vertical stack.
  ///
  /// - Parameters:
  ///   - alignment: Where the views line up horizontally.
  ///   - spacing: The gap between views; `nil` for the default.
  ///   - content: The views.
  public init(
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

/// Views arranged leading to trailing.
///
/// ```swift
/// HStack { Text("A"); Spacer(); Text("B") }
/// ```
public struct HStack<Content: View>: View {
  public typealias Body = Never

  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a horizontal stack.
  ///
  /// - Parameters:
  ///   - alignment: Where the views line up vertically.
  ///   - spacing: The gap between views; `nil` for the default.
  ///   - content: The views.
  public init(
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

/// Views layered back to front.
///
/// ```swift
/// ZStack { Color.yellow; Text("On top") }
/// ```
public struct ZStack<Content: View>: View {
  public typealias Body = Never

  let alignment: Alignment
  let content: Content

  /// Creates a layered stack.
  ///
  /// - Parameters:
  ///   - alignment: Where the views line up.
  ///   - content: The views, back to front.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

extension VStack: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}

extension HStack: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}

extension ZStack: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}

/// Flexible space that pushes the views of a stack apart.
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
public struct Spacer: View, Equatable, Sendable {
  public typealias Body = Never

  /// The least length the spacer takes along its stack's axis; `nil` for the default.
  public var minLength: CGFloat?

  /// Creates a spacer.
  ///
  /// - Parameter minLength: The least length; `nil` for the default.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }
}

extension Spacer: PrimitiveView {}
