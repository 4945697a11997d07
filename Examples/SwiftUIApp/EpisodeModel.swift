import AVFoundation
import KontextVideoSDK
import SwiftUI

/// The player, the ads and the ad on screen of one episode: a page of the feed.
///
/// Kontext's SwiftUI model with all three formats: a pause ad while the viewer has paused, an
/// overlay at moments of the episode, and a linear ad between episodes. The screen's
/// `VideoAdHost` shows whatever ``adOnScreen`` holds. The feed says when the page becomes the
/// current one, when it stops being it, and when it is discarded.
@MainActor
final class EpisodeModel: ObservableObject {
  let player: AVPlayer
  let ads: VideoAds
  let title: String
  @Published var adOnScreen: VideoAd?
  @Published private(set) var isPlaying = false
  private var pauseAd: VideoAd?
  private var overlayAd: VideoAd?
  private var linearAd: VideoAd?
  private var isCurrentPage = false
  private var hasStarted = false
  private var overlayMoments: Any?
  private var rateObserver: (any NSObjectProtocol)?

  init(episode: Episode) {
    player = AVPlayer(url: episode.url)
    ads = VideoAds(content: episode.content)
    title = episode.content.title ?? ""
    ads.track(player)
    Task { pauseAd = try? await prepare(.pause) }
    Task { overlayAd = try? await prepare(.overlay) }
    Task { linearAd = try? await prepare(.linear) }
    observePlayer()
  }

  func viewerPaused() {
    player.pause()
    guard isCurrentPage else { return }
    adOnScreen = pauseAd  // VideoAdHost shows it
  }

  func viewerResumed() {
    adOnScreen = nil  // VideoAdHost dismisses the pause ad
    player.play()
  }

  func overlayMoment() {  // a moment you pick: see observePlayer()
    guard isCurrentPage, adOnScreen == nil else { return }
    adOnScreen = overlayAd  // VideoAdHost shows it over the playing episode
  }

  func showLinear() {  // between episodes: see becameCurrentPage()
    guard isCurrentPage, let linearAd else { return }
    player.pause()
    adOnScreen = linearAd  // VideoAdHost presents it full screen
  }

  func adShowFailed(_ ad: VideoAd, _ error: VideoAdError) {
    if adOnScreen === ad { adOnScreen = nil }  // nothing was shown; no onEnd follows
    if ad.format == .linear { player.play() }
  }

  func adEnded(_ ad: VideoAd, _ reason: VideoAd.EndReason) {
    if adOnScreen === ad { adOnScreen = nil }  // unless another ad already took its place
    switch ad.format {
    case .overlay:
      overlayAd = nil
      Task { overlayAd = try? await prepare(.overlay) }  // the next one, ready early
    case .pause:
      pauseAd = nil
      if reason == .resumed { player.play() }  // the viewer tapped Resume on the ad
      Task { pauseAd = try? await prepare(.pause) }
    case .linear:
      linearAd = nil  // one per episode: no next one to prepare
      guard !ads.isDestroyed else { return }  // the viewer left: nothing to resume
      player.play()
    case .rewarded:
      break  // this screen asks for none
    @unknown default:
      break  // a format a later SDK adds: the compiler warns until it is handled
    }
  }

  private func prepare(_ format: AdFormat) async throws -> VideoAd {
    let ad = try await ads.format(format)
    try await ad.load()
    return ad
  }

  // MARK: The feed

  /// The feed settled on this page. The episode starts, the first time after a linear ad:
  /// this is the moment between two episodes.
  func becameCurrentPage() {
    isCurrentPage = true
    player.play()
    if !hasStarted {
      hasStarted = true
      showLinear()
    }
  }

  /// The feed moved to another page: the episode stops, and the host dismisses its overlay or
  /// pause ad at once, freeing the screen for the next page's ad (left alone, an ad swiped away
  /// ends within a second, `.interrupted`).
  func stoppedBeingCurrentPage() {
    isCurrentPage = false
    player.pause()
    adOnScreen = nil
  }

  /// The feed discarded this page: the viewer has left the episode.
  func leave() {
    ads.destroy()
    player.pause()
    if let overlayMoments { player.removeTimeObserver(overlayMoments) }
    overlayMoments = nil
    if let rateObserver { NotificationCenter.default.removeObserver(rateObserver) }
    rateObserver = nil
  }

  // MARK: The player

  func playPauseTapped() {
    if player.timeControlStatus == .paused { viewerResumed() } else { viewerPaused() }
  }

  private func observePlayer() {
    // The overlay's moments: 15 s and 60 s into the episode, crossed while it plays.
    let moments = [15.0, 60.0].map { NSValue(time: CMTime(seconds: $0, preferredTimescale: 600)) }
    overlayMoments = player.addBoundaryTimeObserver(forTimes: moments, queue: .main) {
      [weak self] in
      MainActor.assumeIsolated { self?.overlayMoment() }
    }
    rateObserver = NotificationCenter.default.addObserver(
      forName: AVPlayer.rateDidChangeNotification, object: player, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.playerRateChanged() }
    }
  }

  private func playerRateChanged() {
    isPlaying = player.rate != 0
  }
}
