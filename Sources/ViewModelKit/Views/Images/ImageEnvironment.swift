extension EnvironmentValues {
  /// The relative size of system symbols in this subtree; `imageScale(_:)` sets it.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// The variant of system symbols in this subtree; `symbolVariant(_:)` sets it.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }

  /// How system symbols' layers are coloured in this subtree; `symbolRenderingMode(_:)` sets it.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
}

private struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}

private struct SymbolVariantsKey: EnvironmentKey {
  static let defaultValue = SymbolVariants.none
}

private struct SymbolRenderingModeKey: EnvironmentKey {
  static let defaultValue: SymbolRenderingMode? = nil
}

extension View {
  /// Sets the relative size of system symbols in this view: 16, 20 or 26 points here.
  ///
  /// ```swift
  /// Button { add() } label: { Image(systemName: "plus") }.imageScale(.large)
  /// ```
  ///
  /// - Parameter scale: The scale.
  /// - Returns: The view.
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }

  /// Shows system symbols in this view in a variant: `Image(systemName: "star")` under
  /// `.symbolVariant(.fill)` shows `star.fill`.
  ///
  /// ```swift
  /// Label("Favourites", systemImage: "star").symbolVariant(.fill)
  /// ```
  ///
  /// - Parameter variant: The variant.
  /// - Returns: The view.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    environment(\.symbolVariants, variant)
  }

  /// Sets how system symbols' layers in this view are coloured (recorded).
  ///
  /// - Parameter mode: The mode, or `nil` for the default.
  /// - Returns: The view.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }
}

extension Image {
  /// The side of a picture's natural square at a symbol scale.
  static func naturalSide(_ scale: Scale) -> Double {
    switch scale {
    case .small: 16
    case .medium: 20
    case .large: 26
    }
  }

  /// The name shown: a system symbol's name with the environment's variant, if it has none yet.
  func resolvedName(in environment: EnvironmentValues) -> String {
    let variant = environment.symbolVariants
    guard isSystemSymbol, variant != .none, !name.hasSuffix(".\(variant.description)") else {
      return name
    }
    return "\(name).\(variant.description)"
  }

  /// The natural size: a `UIImage`'s own, a symbol's by the environment's scale, an asset's
  /// 20×20 points.
  func naturalSize(in environment: EnvironmentValues) -> CGSize {
    if let fixedNaturalSize { return fixedNaturalSize }
    let side = isSystemSymbol ? Self.naturalSide(environment.imageScale) : 20
    return CGSize(width: side, height: side)
  }
}

extension Image: PrimitiveView, SnapshotDescribable {
  var snapshotLine: String {
    var line = "Image \"\(name)\""
    if isResizable { line += " resizable" }
    if let renderingMode { line += " renderingMode: \(renderingMode)" }
    if let symbolRenderingMode { line += " symbolRenderingMode: \(symbolRenderingMode)" }
    if let variableValue { line += " variableValue: \(variableValue)" }
    return line
  }
}

extension Image {
  /// A fixed frame of the natural size, or for a resizable picture a frame that takes any
  /// proposal and is ideally of the natural size.
  func layoutKind(in environment: EnvironmentValues) -> LayoutKind {
    let size = naturalSize(in: environment)
    guard isResizable else {
      return .frame(width: size.width, height: size.height, alignment: .center)
    }
    return .flexibleFrame(
      minWidth: 0,
      idealWidth: size.width,
      maxWidth: .infinity,
      minHeight: 0,
      idealHeight: size.height,
      maxHeight: .infinity,
      alignment: .center
    )
  }
}
