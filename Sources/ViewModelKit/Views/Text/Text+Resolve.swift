import Foundation

/// A text as drawn: its runs resolved in the environment and how its lines align.
struct ResolvedText: Hashable, Sendable {
  var runs: [Text.Run]
  var alignment: TextAlignment
}

extension Text {
  /// The text resolved in `environment`, for drawing.
  func resolved(in environment: EnvironmentValues) -> ResolvedText {
    ResolvedText(
      runs: resolvedRuns(in: environment),
      alignment: environment.text.multilineTextAlignment
    )
  }

  /// The runs as shown in `environment`: each run's attributes filled from the environment's
  /// (a run's own win), its font resolved (`nil` stays `nil`, meaning `body`), its case applied.
  func resolvedRuns(in environment: EnvironmentValues) -> [Run] {
    let settings = environment.text
    guard settings != TextEnvironment.plain else { return runs }
    return runs.map { run in
      var attributes = run.attributes.filled(from: settings.attributes)
      if attributes.font == nil { attributes.font = settings.font }
      return Run(string: settings.textCase.apply(to: run.string), attributes: attributes)
    }
  }

  /// The string shown in `environment`: the content in the environment's case.
  func displayedContent(in environment: EnvironmentValues) -> String {
    environment.text.textCase.apply(to: content)
  }

  /// The largest point size among the runs in `environment`: what the text is measured with.
  func pointSize(in environment: EnvironmentValues) -> CGFloat {
    let fallback = environment.text.font ?? .body
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
