/// An entry of a set's `Contents.json` (`colors` or `images`), ranked for a headless iPhone in
/// its light or dark appearance.
struct AssetEntry {
  let object: [String: Any]

  init(_ object: [String: Any]) {
    self.object = object
  }

  /// `light`, `dark`, or `nil` for an entry of any appearance.
  var luminosity: String? {
    appearances.first { $0["appearance"] == "luminosity" }?["value"]
  }

  /// Whether it is for high contrast, or another appearance than luminosity.
  var hasOtherAppearance: Bool {
    appearances.contains { $0["appearance"] != "luminosity" }
  }

  private var appearances: [[String: String]] {
    (object["appearances"] as? [[String: Any]] ?? [])
      .map { $0.compactMapValues { $0 as? String } }
  }

  /// The rank of the entry's idiom and gamut: the iPhone's own first, then the universal one,
  /// then any other device's; an entry for a wide-gamut display after one for any display.
  var rank: Int {
    let idiom =
      switch object["idiom"] as? String {
      case "iphone": 0
      case "universal", nil: 1
      default: 2
      }
    let gamut = object["display-gamut"] == nil ? 0 : 1
    return idiom * 2 + gamut
  }

  /// The entries for an appearance, best first: `dark` takes dark entries; `light` takes light
  /// entries, then those of any appearance.
  static func ranked(_ entries: [AssetEntry], dark: Bool) -> [AssetEntry] {
    let plain = entries.filter { !$0.hasOtherAppearance }
    let groups: [[AssetEntry]] =
      dark
      ? [plain.filter { $0.luminosity == "dark" }]
      : [plain.filter { $0.luminosity == "light" }, plain.filter { $0.luminosity == nil }]
    return groups.flatMap { group in
      group.enumerated()
        .sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
        .map(\.element)
    }
  }
}
