import KontextVideoSDK
import SwiftUI

/// An Apple TV app: starts the SDK at launch and offers the series' episodes, one played in
/// UIKit (`AVPlayerViewController`) and one in SwiftUI (`VideoPlayer`), each with all three
/// formats: a linear ad before the episode, an overlay while it plays, a pause ad while the
/// viewer has paused.
@main
@MainActor
struct TVSeriesApp: App {
  init() {
    // The embedded sandbox: test ads for every format, offline. It answers an Apple TV's
    // requests with image and video creatives only (tvOS has no web view).
    KontextVideo.shared.initialize(with: .sandbox())
  }

  var body: some Scene {
    WindowGroup {
      NavigationView {
        List {
          NavigationLink("Episode 1, in AVPlayerViewController (UIKit)") {
            PlayerScreen(episode: .samples[0]).ignoresSafeArea()
          }
          NavigationLink("Episode 2, in VideoPlayer (SwiftUI)") {
            EpisodeView(model: EpisodeModel(episode: .samples[1])).ignoresSafeArea()
          }
        }
        .navigationTitle("My Marionette Lover")
      }
    }
  }
}
