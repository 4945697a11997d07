import AVFoundation
import KontextVideoSDK
import SwiftUI

/// The player, the ads and the ad on screen of one episode played in SwiftUI's `VideoPlayer`.
///
/// On Apple TV the system player takes the remote: the model hears the viewer pause through
/// the player's rate, and puts its pause ad on the host then. Play/Pause resumes the episode,
/// which ends the pause ad.
@MainActor
final class EpisodeModel: ObservableObject {
  let player: AVPlayer
  let ads: VideoAds
  @Published var adOnScreen: VideoAd?
  private var pauseAd: VideoAd?
  private var overlayAd: VideoAd?
  private var hasStarted = false
  private var overlayMoments: Any?
  private var rateObserver: (any NSObjectProtocol)?

  init(episode: Episode) {
    player = AVPlayer(url: episode.url)
    ads = VideoAds(content: episode.content)
    ads.track(player)
    Task { pauseAd = await prepare(.pause) }
    Task { overlayAd = await prepare(.overlay) }
    observePlayer()
  }

  /// The screen appeared: a linear ad first, when one fills in time, then the episode.
  func appeared() {
    guard !hasStarted else { return }
    hasStarted = true
    Task {
      if let linearAd = await prepare(.linear), !ads.isDestroyed {
        adOnScreen = linearAd  // VideoAdHost presents it full screen
      } else {
        player.play()
      }
    }
  }

  /// The screen went away: the ads end, and the episode stops.
  func disappeared() {
    ads.destroy()
    player.pause()
    adOnScreen = nil
    if let overlayMoments { player.removeTimeObserver(overlayMoments) }
    overlayMoments = nil
    if let rateObserver { NotificationCenter.default.removeObserver(rateObserver) }
    rateObserver = nil
  }

  func adShowFailed(_ ad: VideoAd, _ error: VideoAdError) {
    if adOnScreen === ad { adOnScreen = nil }  // nothing was shown; no onEnd follows
    if ad.format == .linear { player.play() }
  }

  func adEnded(_ ad: VideoAd, _ reason: VideoAd.EndReason) {
    if adOnScreen === ad { adOnScreen = nil }
    guard !ads.isDestroyed else { return }
    switch ad.format {
    case .overlay:
      overlayAd = nil
      Task { overlayAd = await prepare(.overlay) }
    case .pause:
      pauseAd = nil
      if reason == .resumed { player.play() }  // Resume, or Play/Pause on the ad
      Task { pauseAd = await prepare(.pause) }
    case .linear:
      player.play()
    case .rewarded:
      break  // this screen asks for none
    @unknown default:
      break  // a format a later SDK adds: the compiler warns until it is handled
    }
  }

  private func prepare(_ format: AdFormat) async -> VideoAd? {
    do {
      let ad = try await ads.format(format)
      try await ad.load()
      return ad
    } catch {
      return nil  // no fill this time; ask again at the next moment
    }
  }

  private func observePlayer() {
    // The overlay's moment: 15 s into the episode, crossed while it plays.
    let moment = NSValue(time: CMTime(seconds: 15, preferredTimescale: 600))
    overlayMoments = player.addBoundaryTimeObserver(forTimes: [moment], queue: .main) {
      [weak self] in
      MainActor.assumeIsolated { self?.overlayMoment() }
    }
    rateObserver = NotificationCenter.default.addObserver(
      forName: AVPlayer.rateDidChangeNotification, object: player, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.playerRateChanged() }
    }
  }

  private func overlayMoment() {
    guard adOnScreen == nil else { return }
    adOnScreen = overlayAd  // VideoAdHost shows it over the playing episode
  }

  private func playerRateChanged() {
    guard player.rate == 0, player.timeControlStatus == .paused else { return }
    // A pause ends an overlay; the host's onEnd comes inside that pause, before this.
    if adOnScreen == nil || adOnScreen?.format == .overlay { adOnScreen = pauseAd }
  }
}
