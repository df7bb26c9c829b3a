public import Foundation

/// A picture: an asset of the app or a system symbol.
///
/// Headless, nothing is loaded. A picture's natural size is the project's rule: a system symbol
/// is 20×20 points at the medium ``Scale`` (16×16 small, 26×26 large, set with `imageScale(_:)`);
/// an asset image is its picture's size in points when the app is built with the
/// `AppResources` plugin (which reads it from the set's file), else 20×20 points. A picture
/// that is not ``resizable(capInsets:resizingMode:)`` takes its natural size whatever it is
/// proposed, as in SwiftUI; a resizable one takes the proposed size and its natural size where
/// a dimension is unspecified, so `aspectRatio(contentMode:)` keeps its natural aspect ratio. Snapshots and SVG show
/// the picture's name in a placeholder of its frame.
///
/// ```swift
/// Image(systemName: "star.fill").imageScale(.large)
/// Image("avatar").resizable().frame(width: 64, height: 64)
/// ```
public struct Image: View, Equatable, Sendable {
  public typealias Body = Never

  /// The asset's or symbol's name.
  let name: String
  /// Whether the name is a system symbol's.
  let isSystemSymbol: Bool
  /// What VoiceOver reads, or `nil` for a decorative picture.
  let accessibilityText: Text?
  var isResizable = false
  var capInsets = EdgeInsets()
  var resizingMode = ResizingMode.stretch
  var renderingMode: TemplateRenderingMode?
  var interpolation = Interpolation.high
  var isAntialiased = true
  var symbolRenderingMode: SymbolRenderingMode?
  var variableValue: Double?
  /// A `UIImage`'s size, which replaces the natural size of the rule (`Image(uiImage:)`).
  var fixedNaturalSize: CGSize?

  /// An image from the app's assets; VoiceOver reads its name.
  ///
  /// - Parameters:
  ///   - name: The asset's name.
  ///   - bundle: The bundle of the asset catalogue: `nil` or `.main` for the app's own.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(name: name, isSystemSymbol: false, accessibilityText: Text(verbatim: name))
    takeAssetValues(bundle: bundle)
  }

  /// An image from the app's assets with a label for VoiceOver.
  ///
  /// - Parameters:
  ///   - name: The asset's name.
  ///   - bundle: The bundle of the asset catalogue: `nil` or `.main` for the app's own.
  ///   - label: What VoiceOver reads.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.init(name: name, isSystemSymbol: false, accessibilityText: label)
    takeAssetValues(bundle: bundle)
  }

  /// An image from the app's assets that VoiceOver skips.
  ///
  /// - Parameters:
  ///   - name: The asset's name.
  ///   - bundle: The bundle of the asset catalogue: `nil` or `.main` for the app's own.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name: name, isSystemSymbol: false, accessibilityText: nil)
    takeAssetValues(bundle: bundle)
  }

  /// A system symbol (SF Symbols).
  ///
  /// - Parameter systemName: The symbol's name.
  public init(systemName: String) {
    self.init(name: systemName, isSystemSymbol: true, accessibilityText: Text(verbatim: systemName))
  }

  /// A variable system symbol showing a value from 0 to 1.
  ///
  /// - Parameters:
  ///   - systemName: The symbol's name.
  ///   - variableValue: The value, or `nil` for the symbol as it is.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
    self.variableValue = variableValue
  }

  private init(name: String, isSystemSymbol: Bool, accessibilityText: Text?) {
    self.name = name
    self.isSystemSymbol = isSystemSymbol
    self.accessibilityText = accessibilityText
  }
}
