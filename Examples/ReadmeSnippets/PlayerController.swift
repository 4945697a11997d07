// The README's code, compiled as written: its UIKit controller.
import AVFoundation
import KontextVideoSDK
import UIKit

@MainActor
final class PlayerController: VideoAdDelegate {
  let player: AVPlayer
  let playerView: UIView
  let ads: VideoAds
  var linearAd: VideoAd?

  init(content: KontextVideo.Content, player: AVPlayer, playerView: UIView) {
    self.player = player
    self.playerView = playerView
    ads = VideoAds(content: content)
    ads.track(player)
    Task { await prepare() }
  }

  func prepare() async {
    do {
      let ad = try await ads.format(.linear)  // or .overlay, .pause
      try await ad.load()
      ad.delegate = self
      linearAd = ad
    } catch {
      // no fill this time; ask again at the next moment
    }
  }

  func showLinear() {
    guard let linearAd else { return }
    player.pause()
    // show(in: playerView) for overlay and pause
    do { try linearAd.show() } catch { player.play() }
  }

  func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
    linearAd = nil
    guard !ads.isDestroyed else { return }  // the viewer left
    player.play()
    Task { await prepare() }
  }

  func leave() { ads.destroy() }
}
