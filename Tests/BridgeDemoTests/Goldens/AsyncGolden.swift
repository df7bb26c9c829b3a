// The whole output of `bridge-demo async`, as reviewed. When a change to the scenario or to the
// view layer changes it on purpose, review the new output and paste it here.

extension Golden {
  static let asyncWork = #"""
    async: an @Observable view model's async work, on virtual time
    ==============================================================
    FruitModel is @Observable. FruitScreen loads it in .task, searches in
    .task(id: model.query) after a 300 ms pause, and counts down with
    Timer.publish(every: 1, on: .main, in: .common). The stub service answers after
    clock.sleep(for: .seconds(1)) on ViewHostClock(). Nothing sleeps: the host's
    clock is the only time, and await host.run(...) runs what it wakes at its frame.

    load on appear
      t = 0.000 s   ViewHost(FruitScreen(model:))
                    shows "Search", "no results", "offer ends in 3 s"
                    recomputed FruitScreen (identity, no animation)
      t = 0.000 s   await host.run()
                    shows "Loading…", "Search", "no results", "offer ends in 3 s"
                    recomputed FruitScreen (observed, no animation)
                    the load task awaits the service, which waits on the clock
      t = 0.500 s   await host.run(for: 0.5)
                    shows "Loading…", "Search", "no results", "offer ends in 3 s"
      t = 1.000 s   await host.run(for: 0.5)
                    shows "Apples", "Pears", "Plums", "Search", "no results", "offer ends in 2 s"
                    recomputed FruitScreen (observed, no animation), FruitScreen (observed, animation .easeOut(duration: 0.3))
                    the reply arrived at frame 60; the timer ticked at the same frame
      frames        opacity of the row "Apples", inserted with .easeOut(duration: 0.3):
         time  opacity
        -----  -------
        1.000     0.00
        1.050     0.26
        1.100     0.49
        1.150     0.68
        1.200     0.84
        1.250     0.96
        1.300     1.00
        1.317     1.00

    a search field, debounced: each keystroke restarts .task(id: model.query)
      t = 1.417 s   type "p", then await host.run(for: 0.1)
                    shows "Apples", "Pears", "Plums", "Search", "no results", "offer ends in 2 s"
                    recomputed FruitScreen (observed, no animation)
      t = 1.517 s   type "pe", then await host.run(for: 0.1)
                    shows "Apples", "Pears", "Plums", "Search", "no results", "offer ends in 2 s"
                    recomputed FruitScreen (observed, no animation)
      t = 1.617 s   type "pea", then await host.run(for: 0.1)
                    shows "Apples", "Pears", "Plums", "Search", "no results", "offer ends in 2 s"
                    recomputed FruitScreen (observed, no animation)
      t = 1.817 s   await host.run(for: 0.2)
                    shows "Apples", "Pears", "Plums", "Search", "Peaches, Pears", "offer ends in 2 s"
                    recomputed FruitScreen (observed, no animation)
                    searches made: ["pea"] (one for three keystrokes)

    the countdown: Timer.publish's first date comes one interval after connect
      t = 2.217 s   await host.run(for: 0.4)
                    shows "Apples", "Pears", "Plums", "Search", "Peaches, Pears", "offer ends in 1 s"
                    recomputed FruitScreen (observed, no animation)
      t = 3.217 s   await host.run(for: 1)
                    shows "Apples", "Pears", "Plums", "Search", "Peaches, Pears", "offer ended"
                    recomputed FruitScreen (observed, no animation)
                    running tasks: 0 (the search task of the last query ended)
    """#
}
