import SwiftUI

/// The feed's pages: one ``EpisodeModel`` each, for the current page and its two neighbours.
///
/// Kontext's rule for feeds: every page has its own `VideoAds` (in its model), ads are set on
/// the current page only, a page swiped away loses its ad, and a page the feed discards
/// destroys its ads. Making the neighbours early asks for the next episode's ads early.
@MainActor
final class FeedModel: ObservableObject {
  let episodes: [Episode]
  @Published var current = 0
  @Published private(set) var pages: [Int: EpisodeModel] = [:]
  private var settled: Int?

  init(episodes: [Episode]) {
    self.episodes = episodes
    settle(on: 0)
  }

  /// Makes episode `index` the current page: the page left behind stops, the new one starts,
  /// its neighbours are made, and pages further away are discarded.
  func settle(on index: Int) {
    guard index != settled, episodes.indices.contains(index) else { return }
    if let settled { pages[settled]?.stoppedBeingCurrentPage() }
    settled = index
    for near in index - 1...index + 1 where episodes.indices.contains(near) && pages[near] == nil {
      pages[near] = EpisodeModel(episode: episodes[near])
    }
    pages[index]?.becameCurrentPage()
    for (far, page) in pages where abs(far - index) > 1 {
      page.leave()
      pages[far] = nil
    }
  }
}
