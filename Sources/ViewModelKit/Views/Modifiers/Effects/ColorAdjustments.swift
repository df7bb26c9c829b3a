import Foundation

/// Brightens or darkens the content: `brightness(_:)`.
public struct _BrightnessEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  var amount: Double
}

extension _BrightnessEffect: RenderEffectModifier, SnapshotDescribable {
  var effectData: Double {
    get { amount }
    set { amount = newValue }
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.brightness(amount))
  }

  var snapshotLine: String { ".\(ViewSnapshot.Effect.brightness(amount))" }
}

/// Changes the content's contrast: `contrast(_:)`.
public struct _ContrastEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  var amount: Double
}

extension _ContrastEffect: RenderEffectModifier, SnapshotDescribable {
  var effectData: Double {
    get { amount }
    set { amount = newValue }
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.contrast(amount))
  }

  var snapshotLine: String { ".\(ViewSnapshot.Effect.contrast(amount))" }
}

/// Changes the content's colour intensity: `saturation(_:)`.
public struct _SaturationEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  var amount: Double
}

extension _SaturationEffect: RenderEffectModifier, SnapshotDescribable {
  var effectData: Double {
    get { amount }
    set { amount = newValue }
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.saturation(amount))
  }

  var snapshotLine: String { ".\(ViewSnapshot.Effect.saturation(amount))" }
}

/// Removes colour from the content: `grayscale(_:)`.
public struct _GrayscaleEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  var amount: Double
}

extension _GrayscaleEffect: RenderEffectModifier, SnapshotDescribable {
  var effectData: Double {
    get { amount }
    set { amount = newValue }
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.grayscale(amount))
  }

  var snapshotLine: String { ".\(ViewSnapshot.Effect.grayscale(amount))" }
}

extension View {
  /// Brightens (a positive amount) or darkens (a negative one) this view.
  ///
  /// ```swift
  /// Color.blue.brightness(isPressed ? -0.2 : 0)
  /// ```
  ///
  /// The amount animates. It is added to each colour component: 0 leaves the view as it is, 1
  /// makes it white. Snapshots record `brightness(0.2)` on every node below; SVG draws an
  /// `feComponentTransfer` with that intercept.
  ///
  /// - Parameter amount: The amount, from -1 to 1.
  /// - Returns: The view.
  public func brightness(_ amount: Double) -> ModifiedContent<Self, _BrightnessEffect> {
    modifier(_BrightnessEffect(amount: amount))
  }

  /// Changes the contrast of this view.
  ///
  /// ```swift
  /// Image("photo").contrast(1.5)
  /// ```
  ///
  /// The amount animates: 1 leaves the view as it is, 0 makes it grey, a negative amount
  /// inverts it as well. SVG draws an `feComponentTransfer` with slope `amount` and intercept
  /// `(1 - amount) / 2`.
  ///
  /// - Parameter amount: The amount.
  /// - Returns: The view.
  public func contrast(_ amount: Double) -> ModifiedContent<Self, _ContrastEffect> {
    modifier(_ContrastEffect(amount: amount))
  }

  /// Changes the colour intensity of this view.
  ///
  /// ```swift
  /// Image("photo").saturation(isDisabled ? 0 : 1)
  /// ```
  ///
  /// The amount animates: 1 leaves the view as it is, 0 makes it grey. SVG draws an
  /// `feColorMatrix` of type `saturate`.
  ///
  /// - Parameter amount: The amount, 0 or more.
  /// - Returns: The view.
  public func saturation(_ amount: Double) -> ModifiedContent<Self, _SaturationEffect> {
    modifier(_SaturationEffect(amount: amount))
  }

  /// Removes colour from this view.
  ///
  /// ```swift
  /// Image("photo").grayscale(isArchived ? 1 : 0)
  /// ```
  ///
  /// The amount animates: 0 leaves the view as it is, 1 makes it fully grey. SVG draws an
  /// `feColorMatrix` of type `saturate` with `1 - amount`.
  ///
  /// - Parameter amount: The amount, from 0 to 1.
  /// - Returns: The view.
  public func grayscale(_ amount: Double) -> ModifiedContent<Self, _GrayscaleEffect> {
    modifier(_GrayscaleEffect(amount: amount))
  }
}
