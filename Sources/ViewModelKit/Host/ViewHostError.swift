/// Why an interaction with a ``ViewHost`` could not be performed.
///
/// ```swift
/// do { try host.tap("Detials") } catch { print(error) }
/// // No button or tap target shows "Detials". Candidates: "Details", "Enabled".
/// ```
public enum ViewHostError: Error, Equatable, CustomStringConvertible {
  /// No target of that kind shows the label; what could be operated is listed (texts, or for a
  /// target with none its accessibility labels and identifiers and image names). An empty label
  /// means none was given: there is no such target on screen at all.
  case noMatch(control: String, label: String, candidates: [String])
  /// Several targets show the label; their identities are listed.
  case ambiguous(control: String, label: String, matches: [String])
  /// The target, a view of type `view`, is disabled (`disabled(true)` on it or an ancestor), so
  /// `action` was not performed.
  case disabled(action: String, label: String, view: String)
  /// The target, a view of type `view`, has no action for this (a stepper at its bound, a row
  /// without `swipeActions` on that edge, a list that is not `refreshable`).
  case unavailable(action: String, label: String, view: String)
  /// The picker (a view of type `view`) has no option shown as `option`; its options are listed.
  case noOption(label: String, option: String, options: [String], view: String)
  /// The control, a view of type `view`, takes another type of value.
  case wrongValue(label: String, expected: String, given: String, view: String)
  /// No text field has focus, so `action` (with `input`, the text typed, if any) had nowhere to
  /// go; the text fields on screen are listed.
  case noFocusedField(action: String, input: String?, fields: [String])
  /// Animations were still running after the given number of seconds; each is listed as
  /// `View.property: animation` (a `repeatForever` animation, an animation at speed 0…).
  case neverSettles(after: Double, running: [String])
  /// Tasks started by the views (`.task`) were still running after the given number of seconds:
  /// a loop over events nobody ends, or a wait nothing resumes. Each is listed as
  /// `View.task` (or `View.task(id: …)`), in the order they started.
  case tasksNeverFinish(after: Double, running: [String])
  /// Tasks started by the views were still running after the given number of seconds, and
  /// requests sent to the host's network wait for the test to answer them (see
  /// ``HostNetwork/UnansweredRequests/wait``): the requests are listed as
  /// `GET https://… (pending)`, then the tasks.
  case requestsNeverAnswered(after: Double, pending: [String], running: [String])
  /// The view tree is deeper than the host builds: the content of `view` at `depth` nodes below
  /// the root was left out (the limit is `limit` nodes).
  case tooDeep(view: String, depth: Int, limit: Int)
  /// No view on screen matches a step of a ``ViewHost/Query`` (`query`, the calls through that
  /// step); the views it could have named are listed (the user-defined views for a type, the
  /// views with an identifier for an identifier), each as its type, identity path and frame.
  case noScope(query: String, candidates: [String])
  /// Several views match a step of a ``ViewHost/Query`` that asks for one; they are listed as
  /// their types, identity paths and frames, in tree order.
  case ambiguousScope(query: String, matches: [String])
  /// Fewer views match than the position asks for (positions count from 0); the matches are
  /// listed as their types, identity paths and frames, in tree order.
  case noPosition(query: String, matches: [String])
  /// An interaction on a ``ViewHost/Query`` failed inside the query's view.
  indirect case inScope(query: String, error: ViewHostError)

  public var description: String {
    switch self {
    case .noMatch(let control, "", let candidates):
      return "There is no \(control) on screen. Candidates: \(Self.list(candidates))."
    case .noMatch(let control, let label, let candidates):
      return "No \(control) shows \"\(label)\". Candidates: \(Self.list(candidates))."
    case .ambiguous(let control, let label, let matches):
      return "More than one \(control) shows \"\(label)\": \(matches.joined(separator: ", "))."
    case .disabled(let action, let label, let view):
      return "Cannot \(action) \(Self.quoted(label)): the \(view) is disabled."
    case .unavailable(let action, let label, let view):
      return "Cannot \(action) \(Self.quoted(label)): the \(view) has no \(action) action."
    case .noOption(let label, let option, let options, let view):
      return "The \(view) \"\(label)\" has no option \"\(option)\". Options: \(Self.list(options))."
    case .wrongValue(let label, let expected, let given, let view):
      return "The \(view) \"\(label)\" takes a \(expected), not a \(given)."
    case .noFocusedField(let action, let input, let fields):
      let what = input.map { "\(action) \"\($0)\"" } ?? action
      return "Cannot \(what): no text field has focus. Text fields: \(Self.list(fields))."
    case .neverSettles(let seconds, let running):
      return "Animations were still running after \(seconds) seconds of virtual time: "
        + running.joined(separator: "; ") + "."
    case .tasksNeverFinish(let seconds, let running):
      return "Tasks started by views were still running after \(seconds) seconds of virtual time: "
        + running.joined(separator: "; ") + ". A loop over events that nobody ends, or a wait "
        + "that nothing resumes, never finishes."
    case .requestsNeverAnswered(let seconds, let pending, let running):
      return "Tasks started by views were still running after \(seconds) seconds of virtual time, "
        + "waiting on requests nobody answered: \(pending.joined(separator: "; ")). Running: "
        + running.joined(separator: "; ") + ". Answer them with "
        + "host.network.answer(_:with:after:), or give replies with "
        + "host.network.reply(to:with:after:) before they are sent."
    case .tooDeep(let view, let depth, let limit):
      return "The view tree is too deep: the content of \(view) at depth \(depth) was not built; "
        + "the host builds \(limit) nodes deep at most."
    case .noScope(let query, let candidates):
      return "Nothing on screen matches \(query). Candidates: \(Self.lines(candidates))."
    case .ambiguousScope(let query, let matches):
      return "More than one view matches \(query) (add at: to pick one by position, from 0): "
        + "\(Self.lines(matches))."
    case .noPosition(let query, let matches):
      return "Nothing matches \(query): positions count from 0, and \(matches.count) "
        + "\(matches.count == 1 ? "view matches" : "views match"): \(Self.lines(matches))."
    case .inScope(let query, let error):
      return "In \(query): \(error)"
    }
  }

  /// The label in quotes, or "it" when none was given (the only scroll view on screen).
  private static func quoted(_ label: String) -> String {
    label.isEmpty ? "it" : "\"\(label)\""
  }

  /// Views as failures list them (`Button /0/1 (0, 44, 390, 44)`), which contain commas.
  private static func lines(_ views: [String]) -> String {
    views.isEmpty ? "none" : views.joined(separator: "; ")
  }

  private static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
