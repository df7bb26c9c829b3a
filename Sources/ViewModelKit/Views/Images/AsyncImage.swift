public import Foundation

/// A picture loaded from a URL, shown in phases: a placeholder while it loads, then the picture,
/// or the failure.
///
/// It loads through `URLSession.shared`, so under a ``ViewHost`` the host's network answers it
/// (see ``HostNetwork``), on the host's clock; the phase changes in the `transaction` given, so an
/// animation there animates the picture in. The picture's size comes from the answered bytes'
/// PNG, JPEG or GIF header, at `scale` pixels per point; other bytes are a failure. A new URL
/// starts again from ``AsyncImagePhase/empty``; a `nil` URL stays there.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/cover.png"), transaction: Transaction(animation: .easeIn)) { phase in
///   if let image = phase.image {
///     image.resizable().scaledToFit().transition(.opacity)
///   } else if phase.error != nil {
///     Image(systemName: "exclamationmark.triangle")
///   } else {
///     ProgressView()
///   }
/// }
/// .frame(width: 120, height: 120)
/// ```
///
/// `AsyncImage(url:scale:)` shows the picture at its own size, and a gray fill (a quarter-opaque
/// gray, which fills what it is offered) before and instead of it.
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let scale: CGFloat
  let transaction: Transaction
  let content: (AsyncImagePhase) -> Content
  let showsGrayPlaceholder: Bool
  @State private var phase = AsyncImagePhase.empty

  /// The picture at `url` at its own size, with a gray placeholder until it loads.
  ///
  /// ```swift
  /// AsyncImage(url: URL(string: "https://example.com/icon.png"), scale: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The picture's URL.
  ///   - scale: The picture's pixels per point.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    self.scale = scale
    transaction = Transaction()
    content = { $0.image ?? Image(uiImage: UIImage()) }
    showsGrayPlaceholder = true
  }

  /// The picture at `url` through `content` once it loads, and `placeholder` until then (and
  /// after a failure).
  ///
  /// ```swift
  /// AsyncImage(url: avatarURL) { image in
  ///   image.resizable()
  /// } placeholder: {
  ///   ProgressView()
  /// }
  /// .frame(width: 48, height: 48)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The picture's URL.
  ///   - scale: The picture's pixels per point.
  ///   - content: The view of the loaded picture.
  ///   - placeholder: The view until then.
  public init<I: View, P: View>(
    url: URL?,
    scale: CGFloat = 1,
    @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.url = url
    self.scale = scale
    transaction = Transaction()
    self.content = { phase in
      if let image = phase.image {
        ViewBuilder.buildEither(first: content(image))
      } else {
        ViewBuilder.buildEither(second: placeholder())
      }
    }
    showsGrayPlaceholder = false
  }

  /// The view `content` makes of each phase, the phase changing in `transaction`.
  ///
  /// ```swift
  /// AsyncImage(url: url, transaction: Transaction(animation: .spring)) { phase in
  ///   phase.image?.resizable() ?? Image(systemName: "photo")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - url: The picture's URL.
  ///   - scale: The picture's pixels per point.
  ///   - transaction: The transaction of each phase change.
  ///   - content: The view of a phase.
  public init(
    url: URL?,
    scale: CGFloat = 1,
    transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = scale
    self.transaction = transaction
    self.content = content
    showsGrayPlaceholder = false
  }

  public var body: some View {
    Group {
      if showsGrayPlaceholder && phase.image == nil {
        Color.gray.opacity(0.25)
      } else {
        content(phase)
      }
    }
    .task(id: url) { await load() }
  }

  /// Loads the picture at ``url`` and moves to its phase in ``transaction``.
  private func load() async {
    if phase.image != nil || phase.error != nil { phase = .empty }
    guard let url else { return }
    let next: AsyncImagePhase
    do {
      let (data, _) = try await URLSession.shared.data(from: url)
      guard let picture = UIImage(data: data, scale: scale) else {
        throw UndecodableImageError(url: url)
      }
      next = .success(Image(uiImage: picture))
    } catch {
      // A new URL or the view's removal cancelled the load: its phase is no longer wanted.
      if Task.isCancelled { return }
      next = .failure(error)
    }
    withTransaction(transaction) { phase = next }
  }
}
