/// The controls a ``ViewHost`` can operate, as the graph sees them without their generic types.
@MainActor
protocol TappableControl {
  func performTap()
}

@MainActor
protocol ToggleControl {
  var isOnBinding: Binding<Bool> { get }
}

@MainActor
protocol TextInputControl {
  var textBinding: Binding<String> { get }
}

/// A view that shows text of its own, which labels match against.
@MainActor
protocol TextContent {
  var textContent: String { get }
}

extension Button: TappableControl {
  func performTap() { action() }
}

extension Toggle: ToggleControl {
  var isOnBinding: Binding<Bool> { isOn }
}

extension TextField: TextInputControl {
  var textBinding: Binding<String> { text }
}

extension Text: TextContent {
  var textContent: String { content }
}
