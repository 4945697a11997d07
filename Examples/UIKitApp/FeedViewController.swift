import UIKit

/// A vertical feed of episodes, one page each, swiped like a short-video app.
///
/// Kontext's rule for feeds: every page has its own `VideoAds` (in its
/// ``EpisodeViewController``), ads show on the current page only, a page swiped away loses its
/// ad, and a page the feed discards destroys its ads. The feed keeps the current page and its
/// two neighbours, so the next episode's ads are asked for early.
final class FeedViewController: UIPageViewController {
  private let episodes: [Episode]
  private var pages: [Int: EpisodeViewController] = [:]
  private var currentIndex: Int?

  init(episodes: [Episode]) {
    self.episodes = episodes
    super.init(transitionStyle: .scroll, navigationOrientation: .vertical)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("FeedViewController is built in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    dataSource = self
    delegate = self
    guard !episodes.isEmpty else { return }
    setViewControllers([page(at: 0)], direction: .forward, animated: false)
    settle(on: 0)
  }

  /// The page of episode `index`, made when first needed.
  private func page(at index: Int) -> EpisodeViewController {
    if let page = pages[index] { return page }
    let page = EpisodeViewController(episode: episodes[index])
    page.onFinished = { [weak self] page in self?.advance(from: page) }
    pages[index] = page
    return page
  }

  private func index(of viewController: UIViewController) -> Int? {
    pages.first { $0.value === viewController }?.key
  }

  /// Makes episode `index` the current page: the page left behind stops, the new one starts,
  /// its neighbours are made, and pages further away are discarded.
  private func settle(on index: Int) {
    guard index != currentIndex else { return }
    if let currentIndex { pages[currentIndex]?.pageDidStopBeingCurrent() }
    currentIndex = index
    page(at: index).pageDidBecomeCurrent()
    for neighbour in [index - 1, index + 1] where episodes.indices.contains(neighbour) {
      _ = page(at: neighbour)
    }
    for (far, page) in pages where abs(far - index) > 1 {
      page.leave()
      pages[far] = nil
    }
  }

  /// An episode played to its end: on to the next one.
  private func advance(from page: EpisodeViewController) {
    guard let index = index(of: page), episodes.indices.contains(index + 1) else { return }
    setViewControllers([self.page(at: index + 1)], direction: .forward, animated: true) {
      [weak self] _ in
      self?.settle(on: index + 1)
    }
  }
}

extension FeedViewController: UIPageViewControllerDataSource {
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = index(of: viewController), index > 0 else { return nil }
    return page(at: index - 1)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = index(of: viewController), index + 1 < episodes.count else { return nil }
    return page(at: index + 1)
  }
}

extension FeedViewController: UIPageViewControllerDelegate {
  func pageViewController(
    _ pageViewController: UIPageViewController,
    didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController],
    transitionCompleted completed: Bool
  ) {
    guard completed, let current = viewControllers?.first, let index = index(of: current)
    else { return }
    settle(on: index)
  }
}
