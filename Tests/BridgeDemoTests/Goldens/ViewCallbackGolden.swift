// The whole output of `bridge-demo view-callback`, as reviewed. When a change to the scenario or to the
// view layer changes it on purpose, review the new output and paste it here.

extension Golden {
  static let viewCallback = #"""
    view-callback: seed 002, the View Callback pattern, on ViewHost
    ===============================================================
    ContentView's button calls ContentViewModel.didClick, which forwards to the child
    RectangleViewModel; its subject reaches RectangleView's onReceive, which applies
    the change inside withAnimation. The code is the article's, imports replaced.

    on screen: button "Collapse", rectangle width 390.0

    click 1 at t = 0.000 s: tap "Collapse"
      tap           Button "Collapse" runs its action, viewModel.didClick
      parent        ContentViewModel.didClick(): shouldExpand is false, so rectangleViewModel.collapseView()
      child         RectangleViewModel.collapseView() calls collapseSubject.send()
      subject       collapseSubject delivers () to RectangleView's onReceive
      onReceive     RectangleView's onReceive closure runs on the main thread
      withAnimation withAnimation { viewModel.collapseEvent() }: animation .default
      state change  RectangleViewModel.width .infinity -> 200 (animation .default)
      state change  ContentViewModel.buttonTitle "Collapse" -> "Expand" (no animation)
      state change  ContentViewModel.shouldExpand false -> true (no animation)
      recomputed    click 1: width, buttonTitle, shouldExpand changed | recomputed ContentView observed, RectangleView observed | skipped none
                    RectangleView (observed, animation .default)
                    ContentView (observed, no animation)
      frames        87 frames: width 390.0 -> 200.0 by t = 1.450 s; the title changed in the first frame, without animation

    The rectangle's width per frame (click 1, animation .default):
        frame  t (s)  width
        -----  -----  -----
            0  0.000  390.0
            1  0.017  387.5
            2  0.033  379.9
            3  0.050  369.3
            4  0.067  356.8
            5  0.083  340.9
            6  0.100  327.6
            7  0.117  314.7
            8  0.133  302.4
            9  0.150  291.0
           10  0.167  280.5
           11  0.183  270.9
           12  0.200  262.3
           13  0.217  254.5
           14  0.233  247.6
           15  0.250  241.5
           16  0.267  236.1
           17  0.283  231.3
           18  0.300  227.9
           19  0.317  224.2
           20  0.333  220.9
           21  0.350  218.0
           22  0.367  215.6
           23  0.383  213.4
           24  0.400  211.5
           25  0.417  209.9
           26  0.433  208.5
           27  0.450  207.3
           28  0.467  206.3
           29  0.483  205.4
           30  0.500  204.6
           31  0.517  204.0
           32  0.533  203.4
           33  0.550  202.9
           34  0.567  202.5
           35  0.583  202.1
           36  0.600  201.8
           37  0.617  201.6
           38  0.633  201.3
           39  0.650  201.1
           40  0.667  200.9
           41  0.683  200.8
           42  0.700  200.7
           43  0.717  200.6
           44  0.733  200.5
           45  0.750  200.4
           46  0.767  200.4
           47  0.783  200.3
           48  0.800  200.3
           49  0.817  200.2
           50  0.833  200.2
           51  0.850  200.2
           52  0.867  200.1
           53  0.883  200.1
           54  0.900  200.1
           55  0.917  200.1
           56  0.933  200.1
           57  0.950  200.1
           58  0.967  200.1
           59  0.983  200.0
          ...    ...    ...
           87  1.450  200.0

        width
        390.0 |**
              |  *
              |   *
              |    *
              |     *
              |      **
              |        **
              |          **
              |            *****
        200.0 |                 *******************************************
              +------------------------------------------------------------
               t = 0.000 s                                           1.450 s

    click 2 at t = 1.450 s: tap "Expand"
      tap           Button "Expand" runs its action, viewModel.didClick
      parent        ContentViewModel.didClick(): shouldExpand is true, so rectangleViewModel.expandView()
      child         RectangleViewModel.expandView() calls expandSubject.send()
      subject       expandSubject delivers () to RectangleView's onReceive
      onReceive     RectangleView's onReceive closure runs on the main thread
      withAnimation withAnimation { viewModel.expandEvent() }: animation .default
      state change  RectangleViewModel.width 200 -> .infinity (animation .default)
      state change  ContentViewModel.buttonTitle "Expand" -> "Collapse" (no animation)
      state change  ContentViewModel.shouldExpand true -> false (no animation)
      recomputed    click 2: width, buttonTitle, shouldExpand changed | recomputed ContentView observed, RectangleView observed | skipped none
                    RectangleView (observed, animation .default)
                    ContentView (observed, no animation)
      frames        87 frames: width 200.0 -> 390.0 by t = 2.900 s; the title changed in the first frame, without animation

    final snapshot (t = 2.900 s):
      ContentView (0, 358, 390, 128)
        VStack (0, 358, 390, 128)
          Button (163, 358, 64, 20)
            Text "Collapse" (163, 358, 64, 20)
          RectangleView (0, 386, 390, 100)
            Rectangle (0, 386, 390, 100)
    """#
}
