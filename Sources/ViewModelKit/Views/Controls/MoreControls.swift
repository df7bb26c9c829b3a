import Foundation

/// A text field that hides what is typed; a ``ViewHost`` types into it by its title.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View>: View {
  public typealias Body = Never

  let text: Binding<String>
  let label: Label
}

extension SecureField where Label == Text {
  /// Creates a secure field with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - text: The string the field edits.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, label: Text(title))
  }
}

extension SecureField: PrimitiveView, TextInputControl {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, label)] }
  var textBinding: Binding<String> { text }
}

/// A control that adds or removes a step from a value; a ``ViewHost`` steps it by its title with
/// `increment(_:)` and `decrement(_:)`.
///
/// ```swift
/// Stepper("Quantity", value: $quantity, in: 1...10)
/// ```
public struct Stepper<Label: View>: View {
  public typealias Body = Never

  let label: Label
  let increment: () -> Void
  let decrement: () -> Void
}

extension Stepper where Label == Text {
  /// Creates a stepper over a range.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value.
  ///   - bounds: The allowed values.
  ///   - step: The amount of one step.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S,
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1
  ) {
    self.init(
      label: Text(title),
      increment: {
        value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step))
      },
      decrement: {
        value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step))
      }
    )
  }
}

extension Stepper: PrimitiveView, StepperControl {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, label)] }
  func step(up: Bool) { up ? increment() : decrement() }
}

/// A stepper, seen without its generic types.
@MainActor
protocol StepperControl {
  func step(up: Bool)
}

/// A control that picks a value from a continuous range, headless: its value is set through
/// its binding.
///
/// ```swift
/// Slider(value: $volume, in: 0...1)
/// ```
public struct Slider: View {
  public typealias Body = Never

  let value: Binding<Double>
  let bounds: ClosedRange<Double>

  /// Creates a slider.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The range.
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1)
  where V.Stride: BinaryFloatingPoint {
    self.value = Binding(
      get: { Double(value.wrappedValue) },
      set: { value.wrappedValue = V($0) }
    )
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
  }
}

extension Slider: PrimitiveView {}

/// A control that picks one of several tagged options, headless: its options show as views, and
/// the selection is set through its binding.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///   Text("Vanilla").tag(Flavor.vanilla)
///   Text("Chocolate").tag(Flavor.chocolate)
/// }
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  public typealias Body = Never

  let label: Label
  let selection: Binding<SelectionValue>
  let content: Content
}

extension Picker where Label == Text {
  /// Creates a picker with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - selection: The selected value.
  ///   - content: The options, each tagged with its value.
  public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(label: Text(title), selection: selection, content: content())
  }
}

extension Picker: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] {
    [(.content, label), (.index(1), content)]
  }
}

/// Tags a view with a value, for `Picker` options (recorded).
public struct _TagModifier<V: Hashable>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let tag: V
}

extension View {
  /// Tags this view with a value, as `Picker` options are.
  ///
  /// - Parameter tag: The value.
  /// - Returns: The view.
  public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TagModifier<V>> {
    modifier(_TagModifier(tag: tag))
  }
}
