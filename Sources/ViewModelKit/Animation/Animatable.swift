/// A type whose value can be interpolated by an animation.
///
/// The animation system reads `animatableData`, animates it, and writes the interpolated
/// values back each frame. A type that does not override it gets ``EmptyAnimatableData``
/// and jumps to its new value instead.
///
/// ```swift
/// struct Wedge: Animatable {
///   var endAngle: Angle
///   var animatableData: Double {
///     get { endAngle.degrees }
///     set { endAngle = .degrees(newValue) }
///   }
/// }
/// ```
public protocol Animatable {
  /// The type defining the data to animate.
  associatedtype AnimatableData: VectorArithmetic

  /// The data to animate.
  ///
  /// ```swift
  /// var point = CGPoint(x: 1, y: 2)
  /// point.animatableData.first  // 1.0
  /// ```
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself: a vector animates as itself.
  ///
  /// ```swift
  /// 2.5.animatableData  // 2.5
  /// ```
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Empty data: the value has nothing to interpolate and jumps when it changes.
  ///
  /// ```swift
  /// struct Label: Animatable { var text: String }
  /// Label(text: "a").animatableData  // EmptyAnimatableData()
  /// ```
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
