import AVKit
import KontextVideoSDK
import SwiftUI

/// An episode in SwiftUI's `VideoPlayer`, its ads shown by `VideoAdHost` over it.
struct EpisodeView: View {
  @StateObject var model: EpisodeModel

  var body: some View {
    VideoPlayer(player: model.player)
      .overlay(
        VideoAdHost(
          ad: model.adOnScreen, onShowFailed: model.adShowFailed, onEnd: model.adEnded)
      )
      .onAppear { model.appeared() }
      .onDisappear { model.disappeared() }
  }
}
