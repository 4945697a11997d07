import Foundation
import KontextVideoSDK

/// One episode of a series: the stream the app plays, and what the ads should know about it.
struct Episode {
  let url: URL
  let content: KontextVideo.Content

  /// Two episodes of one series. The stream URLs stand for your own.
  static let samples: [Episode] = (1...2).map { number in
    Episode(
      url: URL(string: "https://media.example.com/series-42/episode-\(number).m3u8")!,
      content: KontextVideo.Content(
        id: "episode-\(number)",
        language: "en",
        title: "Episode \(number)",
        duration: 1_380,
        genre: "romance",
        series: .init(id: "series-42", title: "My Marionette Lover", episodeCount: 2)
      )
    )
  }
}
