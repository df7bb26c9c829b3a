import Foundation
import ViewModelKit

/// Sends one collapse through `receive(on:)` a `TestScheduler` that the host drives, in the
/// seed's plain form (`withAnimation` around a subject's send) and through an event channel, and
/// reports whether the width animated when the value arrived on the other side.
@MainActor
enum HopExperiment {
  final class Model: ObservableObject {
    @Published var width: CGFloat = .infinity
    let subject = PassthroughSubject<Void, Never>()
    let events = EventChannel<Void>(name: "Model.events")
  }

  /// How the event travels to the view.
  enum Route: CaseIterable {
    case subjectWithoutHop
    case subjectAcrossHop
    case channelAcrossHop

    var title: String {
      switch self {
      case .subjectWithoutHop: "withAnimation(.spring) { subject.send() }, no hop"
      case .subjectAcrossHop: "withAnimation(.spring) { subject.send() }, receive(on:)"
      case .channelAcrossHop: "events.send((), animation: .spring), receive(on:)"
      }
    }
  }

  struct HopView: View {
    @ObservedObject var model: Model
    let route: Route
    let scheduler: TestScheduler

    var body: some View {
      switch route {
      case .subjectWithoutHop:
        shape.onReceive(model.subject) { model.width = 200 }
      case .subjectAcrossHop:
        shape.onReceive(model.subject.receive(on: scheduler)) { model.width = 200 }
      case .channelAcrossHop:
        shape.onEvent(model.events.receive(on: scheduler)) { model.width = 200 }
      }
    }

    private var shape: some View {
      Rectangle().frame(maxWidth: model.width, maxHeight: 100)
    }
  }

  /// The outcome of one route: the update's animation and the width six frames later.
  static func run(_ route: Route) -> [String] {
    let model = Model()
    let scheduler = TestScheduler()
    let host = ViewHost(HopView(model: model, route: route, scheduler: scheduler))
    host.drive(scheduler)
    switch route {
    case .subjectWithoutHop, .subjectAcrossHop:
      withAnimation(.spring) { model.subject.send() }
    case .channelAcrossHop:
      model.events.send((), animation: .spring)
    }
    host.advance(frames: 1)
    let animation = host.updates.last { $0.view == "HopView" }?.transaction.animation
    host.advance(frames: 5)
    let width = host.snapshot().first("Rectangle")?.frame.width ?? -1
    return [Describe.animation(animation), Number.oneDecimal(width)]
  }
}
