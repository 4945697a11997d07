#if canImport(UIKit)
  import KontextVideoCore
  @preconcurrency import UIKit

  /// The full-screen player of a linear ad: the video letterboxed inside the safe area, the
  /// time left, Skip (a disabled "Skip in N" until the core allows it), "Learn more" when the
  /// ad has a landing page, and mute. It plays the ad's own player, not `AVPlayerViewController`,
  /// so there is no scrubbing past the ad, no Picture in Picture and no AirPlay.
  @MainActor
  final class LinearAdViewController: UIViewController {
    private let presentation: LinearAdPresentation
    private let playback: LinearAdPlayback
    private let strings = AdChromeStrings.forApp
    private let orientations: UIInterfaceOrientationMask
    private let countdown = UILabel()
    private lazy var skipButton = AdControlButton.text("") { [weak self] in
      self?.presentation.viewerTappedSkip()
    }
    private lazy var muteButton = AdControlButton.text(strings.text(.mute)) { [weak self] in
      self?.toggleMute()
    }
    private lazy var learnMoreButton = AdControlButton.text(strings.text(.learnMore)) {
      [weak self] in
      self?.presentation.viewerTappedAd()
    }
    private var lastChrome: LinearAdChrome?
    /// Set when the SDK dismisses the ad, so a dismissal by the app can be told apart.
    var isDismissedBySDK = false
    /// Called when the app, not the SDK, took the ad's view controller away.
    var onDismissedByApp: (@MainActor () -> Void)?

    init(
      presentation: LinearAdPresentation, creative: (any PlayableCreative)?,
      orientations: UIInterfaceOrientationMask
    ) {
      self.presentation = presentation
      self.orientations = orientations
      playback = LinearAdPlayback(presentation: presentation, player: creative?.player)
      super.init(nibName: nil, bundle: nil)
      modalPresentationStyle = .fullScreen
      modalTransitionStyle = UIAccessibility.isReduceMotionEnabled ? .crossDissolve : .coverVertical
      isModalInPresentation = true
      playback.onProgress = { [weak self] in self?.updateChrome() }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientations }
    override var prefersStatusBarHidden: Bool { true }
    override var prefersHomeIndicatorAutoHidden: Bool { true }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .black
      view.accessibilityViewIsModal = true
      let video = PlayerLayerView(
        player: (presentation.creative as? any PlayableCreative)?.player)
      if let card = (presentation.creative as? any DrawableCreative)?.view {
        video.addSubview(card)
        card.frame = video.bounds
        card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      }
      countdown.font = UIFont.preferredFont(forTextStyle: .footnote)
      countdown.adjustsFontForContentSizeCategory = true
      countdown.maximumContentSizeCategory = AdControlButton.largestTextSize
      countdown.textColor = .white
      countdown.accessibilityTraits = .updatesFrequently
      learnMoreButton.accessibilityHint = strings.text(.learnMoreHint)
      learnMoreButton.isHidden = !presentation.hasLandingPage
      skipButton.accessibilityIdentifier = "kontext.ad.skip"
      muteButton.accessibilityIdentifier = "kontext.ad.mute"
      for subview in [video, countdown, muteButton, learnMoreButton, skipButton] as [UIView] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      let safe = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        video.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        video.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        video.topAnchor.constraint(equalTo: safe.topAnchor),
        video.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        countdown.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
        countdown.centerYAnchor.constraint(equalTo: muteButton.centerYAnchor),
        muteButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
        muteButton.topAnchor.constraint(equalTo: safe.topAnchor, constant: 12),
        learnMoreButton.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
        learnMoreButton.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
        skipButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
        skipButton.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
      ])
      // VoiceOver: the time left, then Skip, then the rest.
      view.accessibilityElements = [countdown, skipButton, learnMoreButton, muteButton]
      updateChrome()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      UIAccessibility.post(notification: .screenChanged, argument: countdown)
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      guard isBeingDismissed || presentingViewController == nil, !isDismissedBySDK else { return }
      // The app took the ad away (it dismissed its own stack): the ad ends as failed.
      isDismissedBySDK = true
      playback.stop()
      onDismissedByApp?()
      presentation.reportFailure("the app dismissed the ad's view controller")
    }

    /// Starts the video; called once the presentation is under way.
    func startPlayback() {
      playback.start()
    }

    func stopPlayback() {
      playback.stop()
    }

    func setPausedByApp(_ paused: Bool) {
      if paused {
        playback.setPaused(true, for: .appInBackground)
      } else {
        playback.appReturned()
      }
    }

    /// Escape (the two-finger Z) skips, and only when the ad may be skipped.
    override func accessibilityPerformEscape() -> Bool {
      MainActor.assumeIsolated {
        guard presentation.canSkip else { return false }
        presentation.viewerTappedSkip()
        return true
      }
    }

    private func toggleMute() {
      playback.isMuted.toggle()
      let title = strings.text(playback.isMuted ? .unmute : .mute)
      muteButton.configuration?.title = title
      muteButton.accessibilityLabel = title
    }

    /// Redraws the countdown and Skip from the core's ``LinearAdChrome``.
    private func updateChrome() {
      let chrome = presentation.chrome
      guard chrome != lastChrome, isViewLoaded else { return }
      let becameSkippable =
        lastChrome != nil && lastChrome?.skip != .available
        && chrome.skip == .available
      lastChrome = chrome
      countdown.text = strings.text(.adEndsIn(seconds: chrome.remainingSeconds))
      let title = strings.skipTitle(for: chrome.skip)
      skipButton.isHidden = title == nil
      skipButton.configuration?.title = title
      skipButton.accessibilityLabel = title
      skipButton.isEnabled = chrome.skip == .available
      if becameSkippable {
        UIAccessibility.post(notification: .announcement, argument: strings.text(.skipAd))
        UIAccessibility.post(notification: .layoutChanged, argument: skipButton)
      }
    }
  }
#endif
