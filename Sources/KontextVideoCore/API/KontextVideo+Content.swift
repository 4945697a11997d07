import Foundation

extension KontextVideo {
  /// The video (episode) the viewer is watching, sent with every ad request for targeting.
  ///
  /// Only `id` and `language` are required; send what else you have.
  ///
  /// ```swift
  /// let content = KontextVideo.Content(
  ///   id: "episode-1234", language: "en", title: "Episode 1", duration: 93,
  ///   genre: "romance",
  ///   series: .init(id: "series-42", title: "My Marionette Lover", episodeCount: 6))
  /// ```
  public struct Content: Sendable, Hashable {
    /// Your stable identifier of the video.
    public var id: String
    /// The video's language, as a BCP 47 tag such as `en` or `zh-Hans`.
    public var language: String
    /// The video's title.
    public var title: String?
    /// The video's length in seconds.
    public var duration: TimeInterval?
    /// The video's genre, such as `romance`.
    public var genre: String?
    /// The series the video belongs to.
    public var series: Series?

    /// Describes a video; only `id` and `language` are required.
    public init(
      id: String,
      language: String,
      title: String? = nil,
      duration: TimeInterval? = nil,
      genre: String? = nil,
      series: Series? = nil
    ) {
      self.id = id
      self.language = language
      self.title = title
      self.duration = duration
      self.genre = genre
      self.series = series
    }

    /// The series a video belongs to.
    public struct Series: Sendable, Hashable {
      /// Your stable identifier of the series.
      public var id: String
      /// The series' title.
      public var title: String?
      /// How many episodes the series has.
      public var episodeCount: Int?

      /// Describes a series; only `id` is required.
      public init(id: String, title: String? = nil, episodeCount: Int? = nil) {
        self.id = id
        self.title = title
        self.episodeCount = episodeCount
      }
    }
  }
}
