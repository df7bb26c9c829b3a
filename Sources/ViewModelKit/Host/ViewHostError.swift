/// Why an interaction with a ``ViewHost`` could not be performed.
///
/// ```swift
/// do { try host.tap("Detials") } catch { print(error) }
/// // No button or tap target shows "Detials". Candidates: "Details", "Enabled".
/// ```
public enum ViewHostError: Error, Equatable, CustomStringConvertible {
  /// No target of that kind shows the label; the labels that are there are listed.
  case noMatch(control: String, label: String, candidates: [String])
  /// Several targets show the label; their identities are listed.
  case ambiguous(control: String, label: String, matches: [String])
  /// The target is disabled (`disabled(true)` on it or an ancestor).
  case disabled(control: String, label: String)
  /// Animations were still running after the given number of seconds (`repeatForever`).
  case neverSettles(after: Double)

  public var description: String {
    switch self {
    case .noMatch(let control, let label, let candidates):
      let list =
        candidates.isEmpty ? "none" : candidates.map { "\"\($0)\"" }.joined(separator: ", ")
      return "No \(control) shows \"\(label)\". Candidates: \(list)."
    case .ambiguous(let control, let label, let matches):
      return "More than one \(control) shows \"\(label)\": \(matches.joined(separator: ", "))."
    case .disabled(let control, let label):
      return "The \(control) \"\(label)\" is disabled."
    case .neverSettles(let seconds):
      return "Animations were still running after \(seconds) seconds of virtual time; "
        + "a repeatForever animation never settles."
    }
  }
}
