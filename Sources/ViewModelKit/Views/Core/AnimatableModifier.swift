/// A modifier whose `animatableData` an animation interpolates: SwiftUI's name for a
/// ``ViewModifier`` that is also ``Animatable``.
///
/// ```swift
/// struct Blur: AnimatableModifier {
///   var radius: Double
///   var animatableData: Double {
///     get { radius }
///     set { radius = newValue }
///   }
///   func body(content: Content) -> some View { content.blur(radius: radius) }
/// }
///
/// Text("Hi").transition(.modifier(active: Blur(radius: 20), identity: Blur(radius: 0)))
/// ```
///
/// It adds nothing to the two protocols: a modifier conforming to both behaves the same. In a
/// `.modifier(active:identity:)` transition its body is read at each interpolated value.
/// Differs from SwiftUI: when the modifier's own value changes under an animation, its body is
/// not read at the values in between, so what it derives from `animatableData` moves only as
/// far as the effects in its body animate themselves (an opacity or a blur animates; a font
/// size jumps).
@MainActor @preconcurrency
public protocol AnimatableModifier: Animatable, ViewModifier {}
