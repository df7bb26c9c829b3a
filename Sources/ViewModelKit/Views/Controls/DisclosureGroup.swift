/// A view that shows its label and, while expanded, its content below it.
///
/// Laid out as a column, left-aligned: a row with the label, a spacer and a chevron
/// (`Image(systemName: "chevron.right")`), then the content while expanded. A ``ViewHost``
/// expands and collapses it by tapping its label: `host.tap("Advanced")`.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///   Toggle("Debug logging", isOn: $logs)
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View, BuiltInView {
  let label: Label
  let content: Content
  let expansion: Binding<Bool>?
  @State private var isExpanded = false

  /// Creates a disclosure group with a label view, which keeps its own expansion.
  ///
  /// - Parameters:
  ///   - content: What it discloses.
  ///   - label: What it shows while collapsed.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    expansion = nil
  }

  /// Creates a disclosure group with a label view and a binding to its expansion.
  ///
  /// - Parameters:
  ///   - isExpanded: Whether it is expanded.
  ///   - content: What it discloses.
  ///   - label: What it shows while collapsed.
  public init(
    isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    expansion = isExpanded
  }

  var expanded: Binding<Bool> { expansion ?? $isExpanded }

  public var body: some View {
    VStack(alignment: .leading) {
      HStack {
        label
        Spacer()
        Image(systemName: "chevron.right")
      }
      if expanded.wrappedValue { content } else { EmptyView() }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// Creates a disclosure group with a title, which keeps its own expansion.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - content: What it discloses.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// Creates a disclosure group with a title and a binding to its expansion.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isExpanded: Whether it is expanded.
  ///   - content: What it discloses.
  public init<S: StringProtocol>(
    _ title: S,
    isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

extension DisclosureGroup: SnapshotDescribable, TappableControl, LabelledControl {
  var snapshotLine: String { "DisclosureGroup isExpanded: \(expanded.wrappedValue)" }

  func performTap(in environment: EnvironmentValues) { expanded.wrappedValue.toggle() }

  var labelTexts: [String] { ViewValues.texts(of: label) }
}
