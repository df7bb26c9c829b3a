import Foundation

/// The screen sizes of the hosts that exist, so that ``UIScreen`` answers for the host whose work
/// is running (its runtime is the task-local one) or else for the one created last.
@MainActor
enum HostScreens {
  private struct Entry {
    weak var runtime: HostRuntime?
    let size: CGSize
  }

  private static var entries: [Entry] = []

  /// Records the screen of a host that was just created; a `ViewHost` calls it once.
  static func hostOpened(size: CGSize, runtime: HostRuntime) {
    entries.removeAll { $0.runtime?.isOpen != true }
    entries.append(Entry(runtime: runtime, size: size))
  }

  /// The running host's screen, else the last open host's, else ``UIScreen/defaultSize``.
  static var currentSize: CGSize {
    if let current = HostRuntime.current,
      let entry = entries.last(where: { $0.runtime === current })
    {
      return entry.size
    }
    return entries.last { $0.runtime?.isOpen == true }?.size ?? UIScreen.defaultSize
  }
}
