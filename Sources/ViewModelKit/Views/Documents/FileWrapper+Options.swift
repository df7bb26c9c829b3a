#if !canImport(Darwin)
extension FileWrapper {
  /// How ``FileWrapper/init(url:options:)`` reads.
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Reads every file's contents at once (here they always are).
    public static let immediate = Self(rawValue: 1 << 0)
    /// Does not map files into memory (here they never are).
    public static let withoutMapping = Self(rawValue: 1 << 1)
  }

  /// How ``FileWrapper/write(to:options:originalContentsURL:)`` writes.
  public struct WritingOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Writes to a temporary place first and then moves it into place.
    public static let atomic = Self(rawValue: 1 << 0)
    /// Sets the written wrappers' ``FileWrapper/filename`` to the names they were written under.
    public static let withNameUpdating = Self(rawValue: 1 << 1)
  }
}
#endif
