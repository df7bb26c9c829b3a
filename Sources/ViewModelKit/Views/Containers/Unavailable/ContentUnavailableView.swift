/// A view that says there is nothing to show, and why: an icon and a title, a description, and
/// actions, centred in the space it is offered.
///
/// ```swift
/// if model.notes.isEmpty {
///   ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Tap + to write one."))
/// }
///
/// ContentUnavailableView {
///   Label("Offline", systemImage: "wifi.slash")
/// } description: {
///   Text("Check your connection.")
/// } actions: {
///   Button("Try Again") { Task { await model.load() } }
/// }
///
/// .overlay { if results.isEmpty { ContentUnavailableView.search(text: query) } }
/// ```
///
/// It fills what it is offered and stacks its parts in the middle, 16 points apart: the label's
/// icon large (a 48-point symbol) above its title (`.title2`, bold), the description in the
/// secondary style, centred, then the actions.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view of a label, a description and actions.
  ///
  /// - Parameters:
  ///   - label: What is unavailable: a `Label` with a title and an icon, as a rule.
  ///   - description: Why, and what to do.
  ///   - actions: Buttons that help.
  public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 16) {
      label.labelStyle(UnavailableContentLabelStyle())
      description
        .font(.callout)
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
      actions
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == ViewModelKit.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A title with an asset image, and a description.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - name: The asset image's name.
  ///   - description: The description, if any.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(
      label: { ViewModelKit.Label(title: { Text(title) }, icon: { Image(name) }) },
      description: { description }
    )
  }

  /// A title with a system symbol, and a description.
  ///
  /// ```swift
  /// ContentUnavailableView("No Favorites", systemImage: "star", description: Text("Star a note to keep it here."))
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - name: The symbol's name.
  ///   - description: The description, if any.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { ViewModelKit.Label(title: { Text(title) }, icon: { Image(systemName: name) }) },
      description: { description }
    )
  }

  /// A title given as a string, with an asset image, and a description.
  ///
  /// - Parameters:
  ///   - title: The title, shown as it is.
  ///   - name: The asset image's name.
  ///   - description: The description, if any.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { ViewModelKit.Label(title, image: name) }, description: { description })
  }

  /// A title given as a string, with a system symbol, and a description.
  ///
  /// - Parameters:
  ///   - title: The title, shown as it is.
  ///   - name: The symbol's name.
  ///   - description: The description, if any.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { ViewModelKit.Label(title, systemImage: name) }, description: { description })
  }
}

/// Stacks a label's large icon above its bold title, as an unavailable-content view shows it.
struct UnavailableContentLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 8) {
      configuration.icon
        .font(.system(size: 48))
        .foregroundStyle(.secondary)
      configuration.title
        .font(.title2.bold())
    }
  }
}
