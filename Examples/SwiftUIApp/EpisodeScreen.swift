import AVKit
import KontextVideoSDK
import SwiftUI

/// An episode's screen: the video, the ad host over it, and the app's own controls.
struct EpisodeScreen: View {
  @ObservedObject var model: EpisodeModel
  /// The screen's safe area; the feed draws edge to edge.
  var safeArea = EdgeInsets()

  var body: some View {
    VideoPlayer(player: model.player)
      .allowsHitTesting(false)  // the app's own controls below, not AVKit's
      .overlay(
        VideoAdHost(
          ad: model.adOnScreen,
          insets: adInsets,
          onShowFailed: model.adShowFailed,
          onEnd: model.adEnded
        )
      )
      .overlay(alignment: .bottom) {
        PlayerControls(
          title: model.title, isPlaying: model.isPlaying, onPlayPause: model.playPauseTapped
        )
        .padding(.bottom, safeArea.bottom)
        .background(Color.black.opacity(0.6))
      }
  }

  /// Where ads may go: below the status bar, above the controls bar.
  private var adInsets: UIEdgeInsets {
    UIEdgeInsets(
      top: safeArea.top, left: 0, bottom: PlayerControls.height + safeArea.bottom, right: 0)
  }
}
