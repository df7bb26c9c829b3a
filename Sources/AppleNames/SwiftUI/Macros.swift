// SwiftUI's macros, expanded by this package's `ViewModelKitMacros` plugin (no swift-syntax):
// the expansions call ViewModelKit's public API only, qualified by module.
#if !canImport(Darwin)
public import ViewModelKit

/// Declares a preview of a view, for ``ViewModelKit/PreviewCatalog`` to list, host and draw.
///
/// ```swift
/// #Preview {
///   CounterView()
/// }
/// #Preview("Empty") {
///   @Previewable @State var items: [String] = []
///   ListView(items: $items)
/// }
/// ```
///
/// The macro declares a ``ViewModelKit/PreviewRegistry`` type at its place (its file ID, line
/// and column recorded) whose `makePreview()` returns
/// `ViewModelKit.Preview(<the macro's arguments>) { <the closure> }`. `@Previewable`
/// properties at the closure's top level become the stored properties of a view whose body is
/// the closure's other statements, as Xcode's macro does.
///
/// - Parameters:
///   - name: The preview's display name; without one the catalog names it by file and line.
///   - body: Makes the view to preview.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewModelKitMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits: its layout and its device's orientation.
///
/// ```swift
/// #Preview("Card", traits: .sizeThatFitsLayout) {
///   CardView()
/// }
/// #Preview(traits: .landscapeLeft, .fixedLayout(width: 600, height: 300)) {
///   Dashboard()
/// }
/// ```
///
/// - Parameters:
///   - name: The preview's display name; without one the catalog names it by file and line.
///   - traits: A trait of the preview.
///   - additionalTraits: Further traits; a later one wins over an earlier one of its kind.
///   - body: Makes the view to preview.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<ViewModelKit.Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<ViewModelKit.Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewModelKitMacros", type: "PreviewMacro")

/// Lets a dynamic property (`@State`, `@Binding`'s source…) be declared inline in a `#Preview`.
///
/// ```swift
/// #Preview {
///   @Previewable @State var isOn = true
///   Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// `#Preview` moves such properties, at its closure's top level, into a view of their own; the
/// attribute itself expands to nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ViewModelKitMacros", type: "PreviewableMacro")

/// Declares an environment, transaction, container or focused value with its key, from a
/// property.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accentName = "blue"
///   @Entry var badgeCount: Int = 0
///   @Entry var selection: String?
/// }
/// extension Transaction {
///   @Entry var isUndo = false
/// }
/// extension ContainerValues {
///   @Entry var isHighlighted = false
/// }
/// extension FocusedValues {
///   @Entry var selectedNote: Note?
/// }
/// Text("…").environment(\.badgeCount, 3)
/// ```
///
/// It declares a `private struct __Key_<name>` conforming to ``ViewModelKit/EnvironmentKey``,
/// ``ViewModelKit/TransactionKey`` (whose values must be `Sendable`) or
/// ``ViewModelKit/ContainerValueKey`` with the default, and accessors that read and write
/// `self[__Key_<name>.self]`. Without a type annotation the key stores its default in a
/// `static let`, so the value must be `Sendable`. In `FocusedValues` the key is a
/// ``ViewModelKit/FocusedValueKey`` whose `Value` is the optional's wrapped type (`Note`): a
/// focused value's default is always `nil`, so a non-optional type or an initial value is an
/// error, as with Apple's macro.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ViewModelKitMacros", type: "EntryMacro")
#endif
