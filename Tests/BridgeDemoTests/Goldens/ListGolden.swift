// The whole output of `bridge-demo list`, as reviewed. When a change to the scenario or to the
// view layer changes it on purpose, review the new output and paste it here.

extension Golden {
  static let list = #"""
    list: a paginated feed, rows built as they scroll into view
    ===========================================================
    A plain List of 30 posts, rows 44 points tall in an 844-point screen:
      rows          20 rows built: Post 1 ... Post 20

    The server sends two posts; the view inserts them inside withAnimation:
      rows          20 rows built: Post 100 ... Post 18
      Post 1 moved  down to y = 100

    Scroll to the end: the last row's onAppear asks the view model for a page.
      offset        564 (the end: 32 rows of 44, less 844)
      view model    load page 2 (last row Post 30 appeared)
      rows          20 rows built: Post 11 ... Post 30
      posts         62 in the model, 20 built

    Swipe "Post 15" and tap its Delete action:
      rows          20 rows built: Post 11 ... Post 33
      posts         61 in the model
    """#
}
