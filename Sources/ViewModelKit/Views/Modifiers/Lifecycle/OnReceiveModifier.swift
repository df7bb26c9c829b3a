import Foundation

/// Runs an action for each value a publisher sends: `onReceive(_:perform:)`.
///
/// The view subscribes after the update that inserts it (before its `onAppear` actions), with
/// unlimited demand, and cancels when it is removed. On later updates the newest action replaces
/// the previous one; the view re-subscribes only when the publisher is not the same one
/// (subjects and other class publishers compare by identity). The action runs synchronously when
/// the publisher sends on the main thread, in whatever transaction is current there; a value sent
/// from another thread is hopped to the main queue with a runtime warning, as in SwiftUI.
public struct _OnReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier
where P.Failure == Never {
  public typealias Body = Never
  let publisher: P
  let action: (P.Output) -> Void

  func didInsert(node: ViewNode) {
    let subscription = ReceiveSubscription(publisher: publisher, action: action)
    node.modifierState = subscription
    subscription.subscribe()
  }

  func didUpdate(node: ViewNode) {
    guard let subscription = node.modifierState as? ReceiveSubscription<P> else { return }
    subscription.action = action
    if !ValueEquality.equal(subscription.publisher, publisher) {
      subscription.publisher = publisher
      subscription.subscribe()
    }
  }

  func willRemove(node: ViewNode) {
    (node.modifierState as? ReceiveSubscription<P>)?.cancellable?.cancel()
  }
}

/// The subscription of one `onReceive`: the publisher, the newest action, and the cancellable.
@MainActor
final class ReceiveSubscription<P: Publisher> where P.Failure == Never {
  var publisher: P
  var action: (P.Output) -> Void
  var cancellable: AnyCancellable?

  init(publisher: P, action: @escaping (P.Output) -> Void) {
    self.publisher = publisher
    self.action = action
  }

  func subscribe() {
    cancellable?.cancel()
    let target = UncheckedSendable(value: WeakReference(self))
    cancellable = publisher.sink { value in
      let delivery = UncheckedSendable(value: value)
      if MainQueue.isCurrent {
        MainActor.assumeIsolated { target.value.object?.action(delivery.value) }
      } else {
        Diagnostics.warn(
          "Publishing changes from background threads is not allowed; make sure to publish "
            + "values from the main thread (via operators like receive(on:)) on model updates."
        )
        let context = SchedulingContext.capture()
        DispatchQueue.main.async {
          context.run {
            MainActor.assumeIsolated { target.value.object?.action(delivery.value) }
          }
        }
      }
    }
  }
}

extension View {
  /// Runs an action for each value `publisher` sends while this view is on screen.
  ///
  /// ```swift
  /// Rectangle()
  ///   .onReceive(viewModel.collapseSubject) {
  ///     withAnimation { viewModel.collapseEvent() }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - publisher: The publisher.
  ///   - action: The action.
  /// - Returns: The view.
  public func onReceive<P: Publisher>(
    _ publisher: P,
    perform action: @escaping (P.Output) -> Void
  ) -> ModifiedContent<Self, _OnReceiveModifier<P>> where P.Failure == Never {
    modifier(_OnReceiveModifier(publisher: publisher, action: action))
  }
}
