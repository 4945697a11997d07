// The README's code, compiled as written: its SwiftUI model and screen.
import AVFoundation
import AVKit
import KontextVideoSDK
import SwiftUI

@MainActor
final class EpisodeModel: ObservableObject {
  let player: AVPlayer
  let ads: VideoAds
  @Published var adOnScreen: VideoAd?
  private var pauseAd: VideoAd?

  init(episode: Episode) {
    player = AVPlayer(url: episode.url)
    ads = VideoAds(content: episode.content)
    ads.track(player)
    Task { pauseAd = try? await prepare(.pause) }
  }

  func viewerPaused() {
    player.pause()
    adOnScreen = pauseAd  // VideoAdHost shows it
  }

  func adEnded(_ ad: VideoAd, _ reason: VideoAd.EndReason) {
    adOnScreen = nil
    if reason == .resumed { player.play() }
    Task { pauseAd = try? await prepare(.pause) }
  }

  private func prepare(_ format: AdFormat) async throws -> VideoAd {
    let ad = try await ads.format(format)
    try await ad.load()
    return ad
  }
}

struct EpisodeScreen: View {
  @StateObject var model: EpisodeModel

  var body: some View {
    VideoPlayer(player: model.player)
      .overlay(VideoAdHost(ad: model.adOnScreen, onEnd: model.adEnded))
  }
}
