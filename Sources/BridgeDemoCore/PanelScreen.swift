import Foundation
import ViewModelKit

// Seed 000's fragment as written, with the imports replaced. `animated` switches the button's
// `withAnimation` off for the lesson's bounding measurement; it is true in the seed.

struct PanelScreen: View {
  var animated = true
  @State private var isOn = false

  var body: some View {
    VStack {
      Toggle("Enabled", isOn: $isOn)
      DetailPanel(isOn: isOn, animated: animated)
      StatusText()
    }
  }
}

struct DetailPanel: View {
  let isOn: Bool
  var animated = true
  @State private var isExpanded = false

  var body: some View {
    VStack {
      Button("Details") {
        if animated {
          withAnimation {
            isExpanded.toggle()
          }
        } else {
          isExpanded.toggle()
        }
      }
      if isExpanded {
        Text("Detail text")
      }
    }
    .opacity(isOn ? 1 : 0.4)
    .animation(.default, value: isOn)
  }
}

struct StatusText: View {
  var body: some View {
    Text("Ready")
  }
}
