/// A control that picks one of several tagged options.
///
/// Its style (``View/pickerStyle(_:)``) decides what is laid out: a menu picker (the default,
/// `.menu`, `.navigationLink`) is one row, its label then a spacer then the selected option; a
/// segmented picker shows the options side by side; a wheel is 216 points tall and as wide as
/// it is offered, with the selected option in its middle and no label, as on iOS; an inline
/// picker shows its label above every option. A ``ViewHost`` chooses an option by its text:
/// `host.select("Chocolate", in: "Flavor")`.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///   Text("Vanilla").tag(Flavor.vanilla)
///   Text("Chocolate").tag(Flavor.chocolate)
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, BuiltInView {
  let label: Label
  let selection: Binding<SelectionValue>
  let content: Content
  @Environment(\._pickerStyle) private var style
  @Environment(\._labelsHidden) private var labelsHidden

  /// Creates a picker with a label view.
  ///
  /// - Parameters:
  ///   - selection: The selected value.
  ///   - content: The options, each tagged with its value.
  ///   - label: What the picker is for.
  public init(
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), selection: selection, content: content())
  }

  /// Creates a picker with a label view given first (the older form).
  ///
  /// - Parameters:
  ///   - selection: The selected value.
  ///   - label: What the picker is for.
  ///   - content: The options, each tagged with its value.
  public init(
    selection: Binding<SelectionValue>,
    label: Label,
    @ViewBuilder content: () -> Content
  ) {
    self.init(label: label, selection: selection, content: content())
  }

  init(label: Label, selection: Binding<SelectionValue>, content: Content) {
    self.label = label
    self.selection = selection
    self.content = content
  }

  public var body: some View { styledBody() }

  private func styledBody() -> AnyView {
    let shownLabel = labelsHidden ? nil : label
    switch style {
    case .automatic, .menu, .navigationLink:
      let selected = options.first { $0.tag == selection.wrappedValue }?.view
      return AnyView(
        HStack {
          orEmpty(shownLabel)
          Spacer()
          orEmpty(selected.map(AnyView.init(erasing:)))
        }
      )
    case .segmented, .palette:
      let views = options.map(\.view)
      return AnyView(
        HStack(spacing: 0) {
          ForEach(views.indices, id: \.self) { AnyView(erasing: views[$0]) }
        }
      )
    case .wheel:
      return AnyView(wheel)
    case .inline:
      return AnyView(
        VStack {
          orEmpty(shownLabel)
          content
        }
      )
    }
  }

  /// iOS's wheel: no label, as much width as it is given and 216 points of height, the selected
  /// option's row (32 points) in the middle and the rows of up to three options on each side,
  /// clipped at the wheel's edges.
  private var wheel: some View {
    let options = self.options
    let selected = options.firstIndex { $0.tag == selection.wrappedValue } ?? 0
    let rows = options.indices.filter { abs($0 - selected) <= 3 }
    let rowsAbove = CGFloat(selected - (rows.first ?? selected))
    return VStack(spacing: 0) {
      ForEach(rows, id: \.self) { index in
        AnyView(erasing: options[index].view).frame(height: 32)
      }
    }
    .frame(maxWidth: .infinity)
    .padding(.top, 108 - 16 - 32 * rowsAbove)
    .frame(height: 216, alignment: .top)
    .clipped()
  }

  var options: [(tag: SelectionValue, view: any View)] {
    ViewValues.options(of: content, as: SelectionValue.self)
  }
}

extension Picker where Label == Text {
  /// Creates a picker with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - selection: The selected value.
  ///   - content: The options, each tagged with its value.
  public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(label: Text(title), selection: selection, content: content())
  }
}

extension Picker where Label == ViewModelKit.Label<Text, Image> {
  /// Creates a picker with a title and a system symbol.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol's name.
  ///   - selection: The selected value.
  ///   - content: The options, each tagged with its value.
  public init<S: StringProtocol>(
    _ title: S,
    systemImage: String,
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: ViewModelKit.Label(title, systemImage: systemImage),
      selection: selection,
      content: content()
    )
  }
}

extension Picker: SnapshotDescribable, SelectionControl, LabelledControl {
  var snapshotLine: String { "Picker selection: \(selection.wrappedValue)" }

  var optionTitles: [String] {
    options.map { ViewValues.texts(of: $0.view).joined(separator: " ") }
  }

  func select(_ title: String) -> Bool {
    guard let index = optionTitles.firstIndex(of: title) else { return false }
    selection.wrappedValue = options[index].tag
    return true
  }

  var labelTexts: [String] { ViewValues.texts(of: label) }
}

extension AnyView {
  /// Wraps a view that is known only as `any View`.
  init(erasing view: any View) {
    self = AnyView(_fromValue: view) ?? AnyView(EmptyView())
  }
}
