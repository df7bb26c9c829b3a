import Foundation
import Signals
import ViewModelKit

/// A post of the paginated feed.
struct Post: Identifiable, Equatable {
  let id: Int
  var title: String { "Post \(id)" }
}

/// Loads pages of 30 posts when the last row appears, and announces new posts as events.
@MainActor
final class FeedViewModel: ObservableObject {
  @Published private(set) var posts = (1...30).map(Post.init)
  /// New posts from the server, for the view to insert with an animation.
  let arrivals = PassthroughSubject<[Post], Never>()
  private(set) var pages = 1
  var log: [String] = []

  func rowAppeared(_ post: Post) {
    guard post.id == posts.last?.id else { return }
    pages += 1
    log.append("load page \(pages) (last row \(post.title) appeared)")
    let next = posts.count + 1
    posts += (next..<next + 30).map(Post.init)
  }

  func insert(_ new: [Post]) { posts.insert(contentsOf: new, at: 0) }

  func delete(_ post: Post) { posts.removeAll { $0.id == post.id } }
}

/// The feed: a lazy list whose rows report their appearance to the view model.
struct FeedView: View {
  @ObservedObject var model: FeedViewModel

  var body: some View {
    List(model.posts) { post in
      Text(post.title)
        .onAppear { model.rowAppeared(post) }
        .swipeActions {
          Button("Delete", role: .destructive) { model.delete(post) }
        }
    }
    .listStyle(.plain)
    .onReceive(model.arrivals) { posts in
      withAnimation(.easeOut(duration: 0.3)) { model.insert(posts) }
    }
  }
}

/// `list`: a paginated list whose rows appear as it scrolls.
@MainActor
enum ListScenario {
  static func run(_ narration: Narration) throws -> String {
    narration.heading("list: a paginated feed, rows built as they scroll into view")
    let model = FeedViewModel()
    let host = ViewHost(FeedView(model: model))
    narration.line("A plain List of 30 posts, rows 44 points tall in an 844-point screen:")
    narration.step("rows", rowsLine(host))
    narration.line()
    narration.line("The server sends two posts; the view inserts them inside withAnimation:")
    model.arrivals.send([Post(id: 100), Post(id: 101)])
    let strip = host.filmstrip(frames: 5, over: 0.3)
    host.flush()
    let samples = host.samplesUntilSettled { snapshot in
      Double(snapshot.all("Text").first { $0.text == "Post 1" }?.frame.minY ?? -1)
    }
    narration.step("rows", rowsLine(host))
    narration.step("Post 1 moved", "down to y = \(Number.whole(samples.last?.value ?? 0))")
    narration.line()
    narration.line("Scroll to the end: the last row's onAppear asks the view model for a page.")
    try host.scroll(by: 10_000)
    narration.step(
      "offset",
      "\(Number.whole(try host.contentOffset().y)) (the end: 32 rows of 44, less 844)"
    )
    for entry in model.log { narration.step("view model", entry) }
    narration.step("rows", rowsLine(host))
    narration.step("posts", "\(model.posts.count) in the model, \(shownRows(host).count) built")
    narration.line()
    narration.line("Swipe \"Post 15\" and tap its Delete action:")
    try host.swipe("Post 15")
    try host.tap("Delete")
    narration.step("rows", rowsLine(host))
    narration.step("posts", "\(model.posts.count) in the model")
    return strip
  }

  private static func shownRows(_ host: ViewHost<FeedView>) -> [String] {
    host.snapshot().all("Text").compactMap(\.text).filter { $0.hasPrefix("Post") }
  }

  private static func rowsLine(_ host: ViewHost<FeedView>) -> String {
    let rows = shownRows(host)
    guard let first = rows.first, let last = rows.last else { return "none" }
    return "\(rows.count) rows built: \(first) ... \(last)"
  }
}
