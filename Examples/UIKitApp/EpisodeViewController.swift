import AVKit
import KontextVideoSDK
import UIKit

/// One episode in its own player, with its own ads: a page of the feed.
///
/// The three formats as Kontext's *Showing your first ad* writes them: an overlay at moments of
/// the episode, a pause ad while the viewer has paused, and a linear ad between episodes. The feed
/// says when the page becomes the current one, when it stops being it, and when it is discarded.
final class EpisodeViewController: UIViewController {
  /// Keeps the Picture in Picture controller the SDK follows (it holds it weakly).
  private var pictureInPictureController: AVPictureInPictureController?
  let player: AVPlayer
  let playerView = PlayerView()
  let ads: VideoAds
  var overlayAd: VideoAd?
  var pauseAd: VideoAd?
  var linearAd: VideoAd?

  /// Called when the episode has played to its end; the feed moves on to the next one.
  var onFinished: (@MainActor (EpisodeViewController) -> Void)?

  private let controls: PlayerControlsView
  private var isCurrentPage = false
  private var hasStarted = false
  private var overlayMoments: Any?
  private var observers: [any NSObjectProtocol] = []

  init(episode: Episode) {
    player = AVPlayer(url: episode.url)
    ads = VideoAds(content: episode.content)
    controls = PlayerControlsView(title: episode.content.title ?? "")
    super.init(nibName: nil, bundle: nil)
    ads.track(player)
    for format in [AdFormat.overlay, .pause, .linear] {
      Task { await prepare(format) }
    }
    observePlayer()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("EpisodeViewController is built in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    playerView.player = player
    if let controller = playerView.makePictureInPictureController() {
      pictureInPictureController = controller
      let pictureInPictureController = controller
      ads.track(pictureInPicture: pictureInPictureController)  // an AVPictureInPictureController
    }
    playerView.frame = view.bounds
    playerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(playerView)
    controls.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(controls)
    NSLayoutConstraint.activate([
      controls.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      controls.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      controls.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    controls.onPlayPause = { [weak self] in self?.playPauseTapped() }
  }

  // MARK: Ads

  func prepare(_ format: AdFormat) async {
    do {
      let ad = try await ads.format(format)
      try await ad.load()
      ad.delegate = self
      switch format {
      case .overlay: overlayAd = ad
      case .pause: pauseAd = ad
      case .linear: linearAd = ad
      case .rewarded: break  // this screen asks for none
      @unknown default: break  // a format a later SDK adds: the compiler warns until it is handled
      }
    } catch {
      // no fill this time; ask again at the next moment
    }
  }

  /// Where ads may go: below the status bar, above the controls bar.
  var adInsets: UIEdgeInsets {
    UIEdgeInsets(
      top: view.safeAreaInsets.top, left: 0,
      bottom: playerView.bounds.maxY - controls.frame.minY, right: 0)
  }

  func showOverlay() {  // a moment you pick: see observePlayer()
    guard isCurrentPage else { return }  // ads show on the current page only
    try? overlayAd?.show(in: playerView, insets: adInsets)
  }

  func viewerPaused() {
    player.pause()
    guard isCurrentPage else { return }
    try? pauseAd?.show(in: playerView, insets: adInsets)
  }

  func viewerResumed() {
    try? pauseAd?.dismiss()
    player.play()
  }

  func showLinear() {  // between episodes: see pageDidBecomeCurrent()
    guard isCurrentPage, let linearAd else { return }
    player.pause()
    do { try linearAd.show() } catch { player.play() }
  }

  // MARK: The feed

  /// The feed settled on this page. The episode starts, the first time after a linear ad:
  /// this is the moment between two episodes.
  func pageDidBecomeCurrent() {
    isCurrentPage = true
    player.play()
    if !hasStarted {
      hasStarted = true
      showLinear()
    }
  }

  /// The feed moved to another page. Pausing ends an overlay (`.contentPaused`); dismissing the
  /// pause ad frees the screen for the next page's ad at once (left alone, an ad swiped away
  /// ends within a second, `.interrupted`).
  func pageDidStopBeingCurrent() {
    isCurrentPage = false
    player.pause()
    try? pauseAd?.dismiss()
  }

  /// The feed discarded this page: the viewer has left the episode.
  func leave() {
    ads.destroy()
    player.pause()
    if let overlayMoments { player.removeTimeObserver(overlayMoments) }
    overlayMoments = nil
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers.removeAll()
  }

  // MARK: The player

  private func playPauseTapped() {
    if player.timeControlStatus == .paused { viewerResumed() } else { viewerPaused() }
  }

  private func observePlayer() {
    // The overlay's moments: 15 s and 60 s into the episode, crossed while it plays.
    let moments = [15.0, 60.0].map { NSValue(time: CMTime(seconds: $0, preferredTimescale: 600)) }
    overlayMoments = player.addBoundaryTimeObserver(forTimes: moments, queue: .main) {
      [weak self] in
      MainActor.assumeIsolated { self?.showOverlay() }
    }
    observe(AVPlayer.rateDidChangeNotification, of: player) { [weak self] in
      guard let self else { return }
      controls.showPlaying(player.rate != 0)
    }
    observe(AVPlayerItem.didPlayToEndTimeNotification, of: player.currentItem) { [weak self] in
      guard let self else { return }
      onFinished?(self)
    }
  }

  private func observe(
    _ name: Notification.Name, of object: AnyObject?, _ action: @escaping @MainActor () -> Void
  ) {
    let observer = NotificationCenter.default.addObserver(
      forName: name, object: object, queue: .main
    ) { _ in
      MainActor.assumeIsolated(action)
    }
    observers.append(observer)
  }
}

extension EpisodeViewController: VideoAdDelegate {
  func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
    switch ad.format {
    case .overlay:
      overlayAd = nil
      Task { await prepare(.overlay) }
    case .pause:
      pauseAd = nil
      if reason == .resumed { player.play() }  // the viewer tapped Resume on the ad
      Task { await prepare(.pause) }
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
}
