import AVFoundation
import AVKit
import KontextVideoSDK
import UIKit

/// One episode in `AVPlayerViewController`, with all three formats, as on Apple TV.
///
/// - A linear ad plays full screen before the episode starts.
/// - An overlay shows in the player's content overlay, which Apple documents for views the
///   viewer does not interact with: an overlay takes no focus on Apple TV.
/// - A pause ad shows while the viewer has paused, in a view of this controller's own above
///   the player, so its Resume and close controls can take focus. This controller lists
///   `pauseAdView.kontextAdFocusEnvironments` first in its preferred focus environments: as
///   the ad appears, focus moves to it; when it ends, focus goes back to the player.
///
/// The remote does the rest, as the SDK's rules say: with the pause ad focused, Play/Pause
/// resumes the episode and Menu closes the ad; with the player focused, Play/Pause resumes the
/// episode, which ends the pause ad.
@MainActor
final class PlayerViewController: UIViewController, VideoAdDelegate {
  private let player: AVPlayer
  private let ads: VideoAds
  private let playerController = AVPlayerViewController()
  private let pauseAdView = PassThroughView()
  private var pauseAd: VideoAd?
  private var overlayAd: VideoAd?
  private var adOnScreen: VideoAd?
  private var hasStarted = false
  private var overlayMoments: Any?
  private var rateObserver: (any NSObjectProtocol)?

  init(episode: Episode) {
    player = AVPlayer(url: episode.url)
    ads = VideoAds(content: episode.content)
    super.init(nibName: nil, bundle: nil)
    ads.track(player)
    Task { pauseAd = await prepare(.pause) }
    Task { overlayAd = await prepare(.overlay) }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func viewDidLoad() {
    super.viewDidLoad()
    playerController.player = player
    addChild(playerController)
    playerController.view.frame = view.bounds
    playerController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(playerController.view)
    playerController.didMove(toParent: self)
    pauseAdView.frame = view.bounds
    pauseAdView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(pauseAdView)
    observePlayer()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !hasStarted else { return }
    hasStarted = true
    Task { await startEpisode() }
  }

  #if os(tvOS)
    /// Focus goes to a pause ad's control while it is on screen, else to the player.
    override var preferredFocusEnvironments: [any UIFocusEnvironment] {
      pauseAdView.kontextAdFocusEnvironments + [playerController]
    }
  #endif

  /// The viewer left the screen: the ads end, and the episode stops.
  func leave() {
    ads.destroy()
    player.pause()
    if let overlayMoments { player.removeTimeObserver(overlayMoments) }
    overlayMoments = nil
    if let rateObserver { NotificationCenter.default.removeObserver(rateObserver) }
    rateObserver = nil
  }

  // MARK: The ads

  /// Between episodes: a linear ad first, when one fills in time, then the episode.
  private func startEpisode() async {
    guard let linearAd = await prepare(.linear), !ads.isDestroyed else {
      player.play()
      return
    }
    linearAd.delegate = self
    adOnScreen = linearAd
    do {
      try linearAd.show(from: self)
    } catch {
      adOnScreen = nil
      player.play()
    }
  }

  /// The episode paused, by the viewer: the pause ad, if one is ready and nothing else is on
  /// screen.
  private func playerPaused() {
    if let overlay = adOnScreen, overlay.format == .overlay {
      // A pause ends the overlay (`.contentPaused`); this makes sure it has, whichever of
      // the SDK and this controller heard the pause first.
      try? overlay.dismiss()
      adOnScreen = nil
    }
    guard adOnScreen == nil, let pauseAd, !ads.isDestroyed else { return }
    pauseAd.delegate = self
    do {
      try pauseAd.show(in: pauseAdView)
      adOnScreen = pauseAd
    } catch {
      self.pauseAd = nil
      Task { self.pauseAd = await prepare(.pause) }
    }
  }

  /// A moment of the episode: the overlay, over the playing video.
  private func overlayMoment() {
    guard adOnScreen == nil, let overlayAd, let overlayView = playerController.contentOverlayView
    else { return }
    overlayAd.delegate = self
    do {
      try overlayAd.show(in: overlayView)
      adOnScreen = overlayAd
    } catch {
      self.overlayAd = nil
    }
  }

  func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
    if adOnScreen === ad { adOnScreen = nil }
    guard !ads.isDestroyed else { return }  // the viewer left: nothing to resume
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

  // MARK: The player

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

  private func playerRateChanged() {
    // A pause while an ad is full screen is the ad's own (the SDK pauses the episode).
    if player.rate == 0, player.timeControlStatus == .paused { playerPaused() }
  }
}

/// A view that holds ads over the player and lets every touch outside them through.
final class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}
