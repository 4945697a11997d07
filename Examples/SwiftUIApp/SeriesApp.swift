import KontextVideoSDK
import SwiftUI

/// Starts the SDK at launch and shows the feed of episodes.
@main
@MainActor
struct SeriesApp: App {
  @StateObject private var feed = FeedModel(episodes: Episode.samples)

  init() {
    // The embedded sandbox: test ads for every format, offline. In production:
    // KontextVideo.shared.initialize(with: .init(publisherToken: token, server: .url(serverURL)))
    KontextVideo.shared.initialize(with: .sandbox())
  }

  var body: some Scene {
    WindowGroup {
      FeedView(feed: feed)
        #if DEBUG
          .overlay(alignment: .topLeading) { AdInspectorButton().padding() }
        #endif
    }
  }
}
