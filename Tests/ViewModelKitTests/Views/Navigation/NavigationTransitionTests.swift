import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("NavigationTransition")
struct NavigationTransitionTests {
  private struct Gallery: View {
    let zooms: Bool
    @Namespace private var namespace

    var body: some View {
      NavigationStack {
        NavigationLink {
          if zooms {
            Text("Globe").navigationTransition(.zoom(sourceID: "globe", in: namespace))
          } else {
            Text("Globe").navigationTransition(.automatic)
          }
        } label: {
          Image(systemName: "globe").matchedTransitionSource(id: "globe", in: namespace)
        }
      }
    }
  }

  /// The transition is recorded; the push slides in from the trailing edge as every push does.
  @Test(arguments: [false, true])
  func aTransitionIsRecordedAndThePushSlides(zooms: Bool) throws {
    let host = ViewHost(Gallery(zooms: zooms), framesPerSecond: 40)
    try host.tap("globe")
    host.advance(by: 0.175)
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 370, y: 434, width: 40, height: 20))
    try host.settle()
    let tree = host.treeDescription()
    let recorded =
      zooms
      ? ".navigationTransition(zoom(sourceID: globe, in: Namespace.ID(id: "
      : ".navigationTransition(automatic)"
    #expect(tree.contains(recorded))
    #expect(tree.contains(".matchedTransitionSource(id: globe, in: Namespace.ID(id: "))
  }
}
