/// Which screen a change brought to the top, for ``ChangeReport/appeared``.
extension ViewHost {
  /// The description of the top screen when it is not the screen whose node was on top before
  /// (`nil` when the same screen is on top, or none is).
  func appearedScreen(since previousTop: ObjectIdentifier?) -> String? {
    guard let top = screenNodes().last, ObjectIdentifier(top.node) != previousTop else {
      return nil
    }
    return top.screen.description
  }
}
