/// Presentations as a person sees and drives them: the topmost layer takes the taps, a swipe
/// dismisses it, and the stack of screens can be read.
extension ViewHost {
  /// One screen or presented layer, as ``screens`` lists them.
  public struct Screen: Equatable, Sendable, CustomStringConvertible {
    /// What shows the screen.
    public enum Kind: String, Equatable, Sendable {
      /// A navigation stack's root.
      case root
      /// A screen pushed on a navigation stack.
      case pushed
      /// A sheet.
      case sheet
      /// A full-screen cover.
      case fullScreenCover
      /// A popover (a sheet in compact width).
      case popover
      /// An alert.
      case alert
      /// A confirmation dialog.
      case confirmationDialog
    }

    /// What shows the screen.
    public let kind: Kind
    /// Its title: the first `navigationTitle` (or `navigationBarTitle`) in it, or an alert's or
    /// dialog's title; `nil` when it has none.
    public let title: String?

    /// Creates a description of a screen.
    ///
    /// - Parameters:
    ///   - kind: What shows it.
    ///   - title: Its title.
    public init(_ kind: Kind, title: String?) {
      self.kind = kind
      self.title = title
    }

    public var description: String { "\(kind.rawValue)(\(title ?? "-"))" }
  }

  /// The screens of the navigation stacks and the presented layers on screen, top one last.
  ///
  /// They are listed in tree order. Covered screens are listed (they keep their state); popped and
  /// dismissed ones are not.
  ///
  /// ```swift
  /// try host.tap("Sign In")
  /// #expect(host.screens == [.init(.root, title: "Welcome"), .init(.pushed, title: "Home")])
  /// ```
  public var screens: [Screen] { screenNodes().map(\.screen) }

  /// The screens on screen with their nodes, top one last.
  func screenNodes() -> [(node: ViewNode, screen: Screen)] {
    var result: [(node: ViewNode, screen: Screen)] = []
    for node in graph.liveNodes() {
      if node.view is NavigationScreens {
        for (index, screen) in node.children.enumerated() where !screen.isRemoved {
          result.append((screen, Screen(index == 0 ? .root : .pushed, title: screen.screenTitle())))
        }
      } else if let layer = node.view as? PresentedLayer, layer.isShown {
        let kind = Screen.Kind(rawValue: layer.kind.rawValue) ?? .sheet
        result.append((node, Screen(kind, title: node.screenTitle())))
      }
    }
    return result
  }

  /// Dismisses the topmost presentation as a person does without a button, then flushes.
  ///
  /// A sheet or popover is swiped down; a confirmation dialog is dismissed by a tap outside. Its binding is written
  /// back (`false` or `nil`) and its `onDismiss` runs.
  ///
  /// ```swift
  /// try host.dismiss()
  /// #expect(model.isShowingEditor == false)
  /// ```
  ///
  /// - Throws: ``NavigationHostError/nothingPresented`` when nothing is presented;
  ///   ``NavigationHostError/interactiveDismissDisabled`` when the content says
  ///   `interactiveDismissDisabled()`, or when it is an alert or a full-screen cover (which
  ///   only their own buttons dismiss).
  public func dismiss() throws {
    guard let node = topmostLayerNode(), let layer = node.view as? PresentedLayer else {
      throw NavigationHostError.nothingPresented
    }
    guard layer.kind.isInteractivelyDismissible, !node.disablesInteractiveDismiss() else {
      throw NavigationHostError.interactiveDismissDisabled
    }
    interact { layer.target.dismiss() }
  }

  /// The node of the topmost shown presented layer (the last in tree order).
  func topmostLayerNode() -> ViewNode? {
    graph.liveNodes().last { ($0.view as? PresentedLayer)?.isShown == true }
  }

  /// The nodes a person can reach: those of the topmost presented layer, or all.
  func activeLayerNodes() -> [ViewNode] {
    guard let layer = topmostLayerNode() else { return graph.liveNodes() }
    return layer.liveSubtree()
  }
}

extension ViewNode {
  /// The first navigation title in this subtree (not looking into presented layers), or an
  /// alert's or dialog's title.
  func screenTitle() -> String? {
    // An alert's or dialog's card ends the search, with or without a title.
    var answer: String??
    walkLiveSubtree { node in
      guard answer == nil, node === self || !(node.view is PresentedLayer) else { return false }
      if let card = node.view as? any TitledPresentation {
        answer = .some(card.presentationTitle)
      } else if let bar = node.primitiveModifier as? _NavigationBarModifier, let title = bar.title {
        answer = title
      }
      return answer == nil
    }
    return answer ?? nil
  }

  /// Whether the presented content says `interactiveDismissDisabled()`.
  func disablesInteractiveDismiss() -> Bool {
    var isDisabled = false
    walkLiveSubtree { node in
      guard !isDisabled, node === self || !(node.view is PresentedLayer) else { return false }
      if let modifier = node.primitiveModifier as? _InteractiveDismissModifier, modifier.isDisabled
      {
        isDisabled = true
      }
      return !isDisabled
    }
    return isDisabled
  }
}
