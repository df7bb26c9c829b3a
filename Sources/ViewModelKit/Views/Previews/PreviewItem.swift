public import Foundation

/// One preview, of a ``PreviewProvider`` or of a `#Preview`: a view with the traits Xcode's
/// canvas reads.
///
/// ```swift
/// let item = PreviewCatalog(CounterView_Previews.self).previews[0]
/// item.name          // "CounterView_Previews 0"
/// item.screenSize    // (390.0, 844.0)
/// let host = item.host()
///
/// let macro = PreviewCatalog(fileID: "App/CounterView.swift").previews[0]
/// macro.provider     // "CounterView"
/// macro.name         // "CounterView.swift:30" (a `#Preview` without a name, at line 30)
/// ```
@MainActor
public struct PreviewItem {
  /// The preview provider's type name; for a `#Preview`, its file's name without the extension.
  public let provider: String
  /// The preview's position among its provider's previews, or among the `#Preview`s of its file.
  public let index: Int
  /// Where the `#Preview` is; `nil` for a provider's preview.
  public let location: PreviewSourceLocation?
  /// The name given with `previewDisplayName(_:)`, or as a `#Preview`'s first argument.
  public let displayName: String?
  /// The layout given with `previewLayout(_:)`; `.device` by default.
  public let layout: PreviewLayout
  /// The device given with `previewDevice(_:)`.
  public let device: PreviewDevice?
  /// The orientation given with `previewInterfaceOrientation(_:)`; `.portrait` by default.
  public let orientation: InterfaceOrientation
  /// Evaluates the provider's `previews` again and returns this preview's view.
  private let makeView: @MainActor () -> any View

  init(
    provider: String,
    index: Int,
    location: PreviewSourceLocation? = nil,
    traits: Traits,
    makeView: @escaping @MainActor () -> any View
  ) {
    self.provider = provider
    self.index = index
    self.location = location
    displayName = traits.displayName
    layout = traits.layout
    device = traits.device
    orientation = traits.orientation
    self.makeView = makeView
  }

  /// The previewed view, with the modifiers around it (preview traits removed), from a new
  /// evaluation of the provider's `previews` (or of the `#Preview`'s body): each call makes the
  /// objects the previews create anew, as each refresh of Xcode's canvas does.
  public var view: AnyView { AnyView(makeView()) }

  /// The display name; without one, the provider's name and the preview's index, or for a
  /// `#Preview` its file's name and line: `"CounterView.swift:30"`.
  public var name: String {
    if let displayName { return displayName }
    guard let location else { return "\(provider) \(index)" }
    return "\(location.fileName):\(location.line)"
  }

  /// The screen of the preview's device: its ``PreviewDevice/screenSize``, or 390×844 for no
  /// device or an unknown one, with width and height swapped in landscape.
  public var deviceScreenSize: CGSize {
    let portrait = device?.screenSize ?? CGSize(width: 390, height: 844)
    guard orientation.isLandscape else { return portrait }
    return CGSize(width: portrait.height, height: portrait.width)
  }

  /// The size of the screen the preview is hosted on: the device's screen for `.device`, the
  /// given size for `.fixed`, and for `.sizeThatFits` the size the view takes when proposed the
  /// device's screen (worked out by hosting it there once).
  public var screenSize: CGSize {
    switch layout {
    case .device:
      return deviceScreenSize
    case .fixed(let width, let height):
      return CGSize(width: width, height: height)
    case .sizeThatFits:
      let probe = ViewHost(view, size: deviceScreenSize)
      return probe.snapshot().roots.reduce(CGRect.null) { $0.union($1.frame) }.size
    }
  }

  /// Hosts the preview on a screen of ``screenSize``.
  ///
  /// Each host starts from a new evaluation of the provider's `previews` (see ``view``), so two
  /// hosts of one preview share no objects.
  ///
  /// - Parameter framesPerSecond: The frame rate of the host's virtual clock.
  /// - Returns: The host.
  public func host(framesPerSecond: Int = 60) -> ViewHost<AnyView> {
    ViewHost(view, size: screenSize, framesPerSecond: framesPerSecond)
  }

  /// The file name ``PreviewCatalog/writePictures(to:)`` gives the preview's picture.
  var fileName: String {
    guard let displayName else { return "\(provider)-\(index).svg" }
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
    let safe = String(
      String.UnicodeScalarView(
        displayName.unicodeScalars.map { allowed.contains($0) ? $0 : "_" }
      )
    )
    return "\(provider)-\(index)-\(safe).svg"
  }

  /// The traits read from a preview's modifiers.
  struct Traits {
    var displayName: String?
    var layout = PreviewLayout.device
    var device: PreviewDevice?
    var orientation = InterfaceOrientation.portrait

    mutating func apply(_ trait: PreviewSetting) {
      switch trait {
      case .layout(let value): layout = value
      case .displayName(let value): displayName = value
      case .device(let value): device = value
      case .orientation(let value): orientation = value
      }
    }
  }
}
