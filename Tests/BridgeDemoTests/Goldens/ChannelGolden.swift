// The whole output of `bridge-demo channel`, as reviewed. When a change to the scenario or to the
// view layer changes it on purpose, review the new output and paste it here.

extension Golden {
  static let channel = #"""
    channel: one EventChannel instead of two subjects, side by side
    ===============================================================
    RectangleViewModel sends events.send(.collapse, animation: .spring); the view
    applies it in .onEvent(viewModel.events) { viewModel.apply($0) }, no withAnimation.

    click 1 at t = 0.000 s: tap "Collapse"
      tap           Button "Collapse" runs its action, viewModel.didClick
      parent        ContentViewModel.didClick(): shouldExpand is false, so rectangleViewModel.collapseView()
      child         RectangleViewModel.collapseView() calls events.send(.collapse, animation: .spring)
      channel       events delivers .collapse to RectangleView's onEvent, animation .spring
      onEvent       viewModel.apply(event) runs inside the event's transaction
      state change  RectangleViewModel.width .infinity -> 200 (animation .spring)
      state change  ContentViewModel.buttonTitle "Collapse" -> "Expand" (no animation)
      recomputed    click 1: width, buttonTitle, shouldExpand changed | recomputed ContentView observed, RectangleView observed | skipped none
                    RectangleView (observed, animation .spring)
                    ContentView (observed, no animation)
      frames        the width, the seed's form (.default) beside the channel (.spring):
        frame  seed width  channel width
        -----  ----------  -------------
            0       390.0          390.0
            3       369.3          365.7
            6       327.6          319.6
            9       291.0          281.3
           12       262.3          253.0
           15       241.5          233.6
           18       227.9          221.6
           21       218.0          213.3
           24       211.5          208.1
           27       207.3          204.9
           30       204.6          203.0
           33       202.9          201.8
           36       201.8          201.1
           39       201.1          200.6
           42       200.7          200.4
           45       200.4          200.2
           48       200.3          200.1
           51       200.2          200.1
           54       200.1          200.0
           57       200.1          200.0
           60       200.0          200.0
          ...         ...            ...
           87       200.0          200.0

    click 2 at t = 1.450 s: tap "Expand"
      tap           Button "Expand" runs its action, viewModel.didClick
      parent        ContentViewModel.didClick(): shouldExpand is true, so rectangleViewModel.expandView()
      child         RectangleViewModel.expandView() calls events.send(.expand, animation: .spring)
      channel       events delivers .expand to RectangleView's onEvent, animation .spring
      onEvent       viewModel.apply(event) runs inside the event's transaction
      state change  RectangleViewModel.width 200 -> .infinity (animation .spring)
      state change  ContentViewModel.buttonTitle "Expand" -> "Collapse" (no animation)
      recomputed    click 2: width, buttonTitle, shouldExpand changed | recomputed ContentView observed, RectangleView observed | skipped none
                    RectangleView (observed, animation .spring)
                    ContentView (observed, no animation)
      frames        the width, the seed's form (.default) beside the channel (.spring):
        frame  seed width  channel width
        -----  ----------  -------------
            0       200.0          200.0
            3       220.7          224.3
            6       262.4          270.4
            9       299.0          308.7
           12       327.7          337.0
           15       348.5          356.4
           18       362.1          368.4
           21       372.0          376.7
           24       378.5          381.9
           27       382.7          385.1
           30       385.4          387.0
           33       387.1          388.2
           36       388.2          388.9
           39       388.9          389.4
           42       389.3          389.6
           45       389.6          389.8
           48       389.7          389.9
           51       389.8          389.9
           54       389.9          390.0
           57       389.9          390.0
           60       390.0          390.0
          ...         ...            ...
           87       390.0          390.0

    Compared (RectangleViewModel + RectangleView, lines without blanks or comments):
                             seed's form              channel form
        -------------------  -----------------------  ---------------------
        lines                35                       19
        publishers           2 subjects               1 EventChannel<Event>
        view model methods   2 forwarding + 2 events  2 sends + apply
        view modifiers       2 onReceive              1 onEvent
        animation chosen by  the view                 the view model

    Across receive(on:) a TestScheduler driven by the host (one virtual clock):
        sent as                                                  arrives with       width at 0.100 s
        -------------------------------------------------------  -----------------  ----------------
        withAnimation(.spring) { subject.send() }, no hop        animation .spring             319.6
        withAnimation(.spring) { subject.send() }, receive(on:)  no animation                  200.0
        events.send((), animation: .spring), receive(on:)        animation .spring             334.0
      withAnimation only sets the transaction while its closure runs: a hop moves the
      value to later, outside it. The channel's event carries its transaction along.
    """#
}
