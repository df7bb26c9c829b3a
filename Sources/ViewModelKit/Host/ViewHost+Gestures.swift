public import Foundation

extension ViewHost {
  /// Drags the view with a gesture that shows `label`: a touch at the centre of that view moves by
  /// `translation` in equal steps, one a frame, over `duration` seconds of virtual time, then lifts.
  ///
  /// The touch goes to the gestures on its path (see ``longPress(_:duration:)`` for how they
  /// compete); each step flushes, so a test sees the view follow the finger frame by frame.
  ///
  /// ```swift
  /// try host.drag("Card", by: CGSize(width: 160, height: 0))
  /// ```
  ///
  /// - Parameters:
  ///   - label: The text the view shows.
  ///   - translation: How far the touch moves.
  ///   - duration: How long the move takes; at least one frame.
  /// - Throws: ``ViewHostError`` when no view with a gesture shows `label`, or several do.
  public func drag(_ label: String, by translation: CGSize, duration: Double = 0.25) throws {
    let steps = frames(in: duration)
    try play(label, action: "drag") { start in
      (1...steps)
        .map { step in
          let fraction = CGFloat(step) / CGFloat(steps)
          return TouchStep(
            location: CGPoint(
              x: start.x + translation.width * fraction,
              y: start.y + translation.height * fraction
            )
          )
        }
    }
  }

  /// Presses the view with a gesture that shows `label` for `duration` seconds without moving,
  /// then lifts.
  ///
  /// The touch goes to every gesture attached to that view and to its ancestors. They compete as
  /// in SwiftUI: a `highPriorityGesture` of an ancestor first, then the innermost gesture, and so
  /// outwards; the first to recognise the touch wins, and the others are cancelled (their
  /// `@GestureState` returns to its initial value). A `simultaneousGesture` takes part alongside
  /// the winner. `gesture(_:including:)` with a mask leaves out the gesture or those below it.
  ///
  /// ```swift
  /// try host.longPress("Delete", duration: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - label: The text the view shows.
  ///   - duration: How long the press lasts.
  /// - Throws: ``ViewHostError`` when no view with a gesture shows `label`, or several do.
  public func longPress(_ label: String, duration: Double = 0.5) throws {
    try play(label, action: "long-press") { start in
      Array(repeating: TouchStep(location: start), count: frames(in: duration))
    }
  }

  /// Pinches the view with a gesture that shows `label` from a scale of 1 to `scale` over
  /// `duration` seconds, one step a frame.
  ///
  /// ```swift
  /// try host.magnify("Map", by: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - label: The text the view shows.
  ///   - scale: The scale the fingers end at.
  ///   - duration: How long the pinch takes.
  /// - Throws: ``ViewHostError`` when no view with a gesture shows `label`, or several do.
  public func magnify(_ label: String, by scale: CGFloat, duration: Double = 0.25) throws {
    let steps = frames(in: duration)
    try play(label, action: "magnify") { start in
      (1...steps)
        .map { step in
          let fraction = CGFloat(step) / CGFloat(steps)
          return TouchStep(location: start, magnification: 1 + (scale - 1) * fraction)
        }
    }
  }

  /// Turns two fingers on the view with a gesture that shows `label` by `angle` over `duration`
  /// seconds, one step a frame.
  ///
  /// ```swift
  /// try host.rotate("Dial", by: .degrees(90))
  /// ```
  ///
  /// - Parameters:
  ///   - label: The text the view shows.
  ///   - angle: The angle the fingers turn.
  ///   - duration: How long the turn takes.
  /// - Throws: ``ViewHostError`` when no view with a gesture shows `label`, or several do.
  public func rotate(_ label: String, by angle: Angle, duration: Double = 0.25) throws {
    let steps = frames(in: duration)
    try play(label, action: "rotate") { start in
      (1...steps)
        .map { step in
          TouchStep(
            location: start,
            rotation: .radians(angle.radians * Double(step) / Double(steps))
          )
        }
    }
  }

  private func frames(in duration: Double) -> Int {
    guard duration.isFinite else { return 1 }
    return max(1, Int((duration * Double(framesPerSecond)).rounded()))
  }

  /// Plays a touch sequence to the gestures on the path of the view that shows `label`: a `began`
  /// at its centre now, each step a frame later, and an `ended` where the last step is.
  private func play(
    _ label: String,
    action: String,
    steps: (CGPoint) -> [TouchStep]
  ) throws {
    let target = try findTarget("view with a gesture", action: action, label: label) {
      $0.primitiveModifier is _GestureModifier
    }
    playTouches(on: target) { start in
      let moves = [TouchStep(location: start)] + steps(start)
      return moves.enumerated().map { index, step in (step, index == 0 ? .began : .moved) }
        + [(moves[moves.count - 1], .ended)]
    }
  }

  /// Plays `count` taps at the centre of `target` to the gestures on its path, one frame apart.
  func playTaps(on target: ViewNode, count: Int, at point: CGPoint? = nil) {
    playTouches(on: target, at: point) { start in
      (0..<max(1, count))
        .flatMap { _ in
          [(TouchStep(location: start), .began), (TouchStep(location: start), .ended)]
        }
    }
  }

  /// Plays a touch sequence to the gestures on the path of `target`: the first event now, each
  /// other one a frame later except an `ended`, which comes at the instant of the event before it;
  /// then tells the undecided gestures that nothing follows.
  private func playTouches(
    on target: ViewNode,
    at point: CGPoint? = nil,
    events: (CGPoint) -> [(step: TouchStep, phase: TouchEvent.Phase)]
  ) {
    let frame = target.layoutFrame
    let arena = GestureArena(participants: GestureArena.participants(from: target))
    let start = point ?? CGPoint(x: frame.midX, y: frame.midY)
    for (index, event) in events(start).enumerated() {
      if index > 0, event.phase != .ended { advance(frames: 1) }
      interact { arena.deliver(event.step, phase: event.phase, time: time) }
    }
    interact { arena.finish() }
  }
}

/// One point of a touch sequence, in screen coordinates.
struct TouchStep {
  var location: CGPoint
  var magnification: CGFloat = 1
  var rotation = Angle.zero
}

/// The gestures one touch sequence goes to, and which of them has won.
@MainActor
final class GestureArena {
  struct Participant {
    let recognizer: ErasedGestureRecognizer
    let spaces: TouchSpaces
    let isSimultaneous: Bool
    var status = ErasedGestureRecognizer.Status.possible
  }

  private var participants: [Participant]
  private var hasWinner = false

  init(participants: [Participant]) {
    self.participants = participants
  }

  /// The gestures on the path from `target` to the root, in the order they compete: high-priority
  /// ones outermost first, then the others innermost first; masks applied.
  static func participants(from target: ViewNode) -> [Participant] {
    var chain: [(node: ViewNode, modifier: _GestureModifier)] = []
    var node: ViewNode? = target
    while let current = node {
      if let modifier = current.primitiveModifier as? _GestureModifier {
        if !modifier.mask.contains(.subviews) { chain.removeAll() }
        if modifier.mask.contains(.gesture) { chain.append((current, modifier)) }
      }
      node = current.parent
    }
    let high = chain.filter { $0.modifier.priority == .high }.reversed()
    let others = chain.filter { $0.modifier.priority != .high }
    return (Array(high) + others)
      .map { entry in
        Participant(
          recognizer: entry.modifier.makeRecognizer(),
          spaces: spaces(around: entry.node),
          isSimultaneous: entry.modifier.priority == .simultaneous
        )
      }
  }

  /// The screen origins of a gesture's view and of the named coordinate spaces around it.
  private static func spaces(around node: ViewNode) -> TouchSpaces {
    var spaces = TouchSpaces(origin: node.layoutFrame.origin)
    var ancestor = node.parent
    while let current = ancestor {
      if let space = current.primitiveModifier as? _CoordinateSpaceModifier {
        spaces.named.append((space.name, current.layoutFrame.origin))
      }
      ancestor = current.parent
    }
    return spaces
  }

  func deliver(_ step: TouchStep, phase: TouchEvent.Phase, time: Double) {
    for index in participants.indices
    where participants[index].status == .possible
      || participants[index].status == .recognized
    {
      let participant = participants[index]
      let event = TouchEvent(
        phase: phase,
        location: CGPoint(
          x: step.location.x - participant.spaces.origin.x,
          y: step.location.y - participant.spaces.origin.y
        ),
        time: time,
        magnification: step.magnification,
        rotation: step.rotation,
        spaces: participant.spaces
      )
      let status = participant.recognizer.handle(event)
      participants[index].status = status
      if !participant.isSimultaneous, status == .recognized || status == .ended, !hasWinner {
        hasWinner = true
        cancelOthers(than: index)
      }
    }
  }

  /// Tells the gestures still undecided that no touch follows.
  func finish() {
    for index in participants.indices where participants[index].status == .possible {
      let status = participants[index].recognizer.finish()
      participants[index].status = status
      if !participants[index].isSimultaneous, status == .ended, !hasWinner {
        hasWinner = true
        cancelOthers(than: index)
      }
    }
  }

  private func cancelOthers(than winner: Int) {
    for index in participants.indices where index != winner && !participants[index].isSimultaneous {
      if participants[index].status == .possible || participants[index].status == .recognized {
        participants[index].recognizer.cancel()
      }
      participants[index].status = .failed
    }
  }
}
