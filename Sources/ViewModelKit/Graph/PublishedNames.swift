/// Names the `@Published` property whose write sent an `objectWillChange`, so that change
/// reports can name it: the write in progress on the sending thread, if it is this object's.
enum PublishedNames {
  private static let enabled: Void = PublishedWrites.enable()

  /// The name of the property being written on `object` right now, if one is.
  static func name(for object: AnyObject) -> String? {
    _ = enabled
    guard let write = PublishedWrites.current, write.object == ObjectIdentifier(object) else {
      return nil
    }
    return write.name
  }

  /// Turns naming on; the graph calls it when it starts observing objects.
  static func enable() {
    _ = enabled
  }
}
