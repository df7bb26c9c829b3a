// The whole output of `bridge-demo navigation`, as reviewed. When a change to the scenario or to
// the view layer changes it on purpose, review the new output and paste it here.

extension Golden {
  static let navigation = #"""
    navigation: a view model decides, the view navigates
    ====================================================
      screens       root(Sign in)

    type "Al", tap "Sign In": validation fails, the model sends .presentError
      screens       root(Sign in) > alert(Cannot sign in)
      alert         Cannot sign in | A name has at least 3 letters. | OK
      tap OK        root(Sign in)

    type "Alice", tap "Sign In": the model sends .showHome with .easeInOut
      transaction   the push ran with the event's .easeInOut(duration: 0.35)
      screens       root(Sign in) > pushed(Home)
      The home screen slides in from the trailing edge:
        t (s)  "Hello Alice" x
        -----  ---------------
        0.000            541.0
        0.050            525.0
        0.100            474.8
        0.150            393.4
        0.200            298.6
        0.250            217.2
        0.300            167.0
        0.350            151.0
        0.400            151.0
      bar           back button "Sign in", title "Home"

    tap "Delete All": a confirmation dialog, then "Delete"
      screens       root(Sign in) > pushed(Home) > confirmationDialog(-)
      dialog        Delete | Cancel
      tap Delete    0 messages; root(Sign in) > pushed(Home)

    back(): the path is written back, the home screen's state is discarded
      screens       root(Sign in)
      warnings      none
    """#
}
