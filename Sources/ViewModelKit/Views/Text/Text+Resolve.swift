import Foundation

/// A text as drawn: its runs resolved in the environment and how its lines align.
struct ResolvedText: Equatable, Sendable {
  var runs: [Text.Run]
  var alignment: TextAlignment
}

extension Text {
  /// The text resolved in a subtree's text settings, for drawing: its shown string and its runs.
  ///
  /// Each run's attributes are filled from the settings' (a run's own win), its font resolved
  /// (`nil` stays `nil`, meaning `body`), its case applied. Callers read `environment.text` once
  /// and pass it to these functions.
  func resolved(in settings: TextEnvironment) -> (content: String, text: ResolvedText) {
    guard settings != .plain else {
      return (content, ResolvedText(runs: runs, alignment: .leading))
    }
    let runs = self.runs.map { run in
      var attributes = run.attributes.filled(from: settings.attributes)
      if attributes.font == nil { attributes.font = settings.font }
      let string = run.image == nil ? settings.textCase.apply(to: run.string) : run.string
      return Run(string: string, attributes: attributes, image: run.image)
    }
    return (
      settings.textCase.apply(to: content),
      ResolvedText(runs: runs, alignment: settings.multilineTextAlignment)
    )
  }

  /// The string shown with `settings`: the content in their case.
  func displayedContent(in settings: TextEnvironment) -> String {
    settings.textCase.apply(to: content)
  }

  /// The largest point size among the runs with `settings`: what the text is measured with.
  func pointSize(in settings: TextEnvironment) -> CGFloat {
    let fallback = settings.font ?? .body
    guard runs.count > 1 || runs.first?.attributes.font != nil else {
      return fallback.pointSize
    }
    return runs.map { ($0.attributes.font ?? fallback).pointSize }.max() ?? fallback.pointSize
  }
}

extension TextEnvironment {
  /// The default settings: nothing to fill in.
  static let plain = TextEnvironment()
}

extension Text.Case? {
  /// `string` in this case; unchanged for `nil`.
  func apply(to string: String) -> String {
    switch self {
    case .uppercase: string.uppercased()
    case .lowercase: string.lowercased()
    case nil: string
    }
  }
}
