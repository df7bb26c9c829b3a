import Signals
import Testing

// The README's example, line for line between the markers (`.ci/run` checks that they match).

// README-BEGIN
final class RectangleViewModel: ObservableObject {
  @Published var width: Double = .infinity
  let collapseSubject = PassthroughSubject<Void, Never>()

  func collapseView() { collapseSubject.send() }
}

@Suite("README example", .endsSubscriptions)
struct ReadmeExampleTests {
  @Test func printsWhatTheReadmeSays() {
    let viewModel = RectangleViewModel()
    var cancellables = Set<AnyCancellable>()
    var log: [String] = []
    viewModel.objectWillChange.sink { log.append("will change") }.store(in: &cancellables)
    viewModel.$width.sink { log.append("width \($0)") }.store(in: &cancellables)
    viewModel.collapseSubject.sink { viewModel.width = 200 }.store(in: &cancellables)
    viewModel.collapseView()
    // log == ["width inf", "will change", "width 200.0"]
    // README-END
    #expect(log == ["width inf", "will change", "width 200.0"])
  }
}
