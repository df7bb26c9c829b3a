import Foundation

/// The bar traits of a subtree: the upward channel from a screen's modifiers to the navigation
/// stack that lays out its bars.
extension LayoutBox {
  /// The traits of this box and its subtree in tree order, remembered until a change below.
  ///
  /// A nested navigation stack keeps its bars to itself (only its top screen's `tabBarHidden`
  /// passes up to an enclosing `TabView`), a presented layer (a sheet, an alert) is a screen of
  /// its own, and a `TabView` passes up only its selected tab's traits.
  var navigationBarTraits: NavigationBarTraits {
    if let known = subtreeBarTraits { return known }
    let result = DeepStack.nest { subtreeBarTraitsWorkedOut() }
    subtreeBarTraits = result
    return result
  }

  /// ``navigationBarTraits`` worked out from the children's.
  private func subtreeBarTraitsWorkedOut() -> NavigationBarTraits {
    var result = barTraits ?? NavigationBarTraits()
    if barTraits?.hasTitle == true { result.titleOwner = id }
    switch kind {
    case .screens:
      if let top = children.last {
        result.merge(NavigationBarTraits(tabBarHidden: top.navigationBarTraits.tabBarHidden))
      }
    case .presentation:
      if let content = children.first { result.merge(content.navigationBarTraits) }
    case .tabView(let selected):
      if selected >= 0, selected < children.count - 1 {
        result.merge(children[selected].navigationBarTraits)
      }
    default:
      for child in children { result.merge(child.navigationBarTraits) }
    }
    return result
  }
}
