#if canImport(UIKit)
  import KontextVideoCore
  @preconcurrency import UIKit

  /// The full-screen player of a linear ad: the video letterboxed inside the safe area, the
  /// "Ad" badge with the time left, Skip (a disabled "Skip in N" until the core allows it),
  /// Play when the video was paused from outside, "Learn more" when the ad has a landing page,
  /// and mute. It plays the ad's own player, not `AVPlayerViewController`, so there is no
  /// scrubbing past the ad, no Picture in Picture and no AirPlay.
  ///
  /// It draws what the core's ``LinearAdChrome`` says and reports facts: taps, whether the
  /// app's own screen covers it (the core then pauses the video and counts nothing).
  @MainActor
  final class LinearAdViewController: UIViewController {
    /// How often a cover by the app's own screen is checked while it lasts, in seconds.
    private static let coverCheckInterval: TimeInterval = 0.5

    private let presentation: LinearAdPresentation
    private let playback: LinearAdPlayback
    private let strings = AdChromeStrings.forApp
    private let orientations: UIInterfaceOrientationMask
    private let countdown = UILabel()
    private lazy var skipButton = AdControlButton.text("") { [weak self] in
      self?.presentation.viewerTappedSkip()
    }
    private lazy var playButton = AdControlButton.text(strings.text(.play)) { [weak self] in
      self?.presentation.viewerTappedPlay()
    }
    private lazy var muteButton = AdControlButton.text(strings.text(.mute)) { [weak self] in
      self?.toggleMute()
    }
    private lazy var learnMoreButton = AdControlButton.text(strings.text(.learnMore)) {
      [weak self] in
      self?.presentation.viewerTappedAd()
    }
    private var lastChrome: LinearAdChrome?
    private var coverCheck: Timer?
    private var isCovered = false
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
      presentation.onChromeChange = { [weak self] in self?.updateChrome() }
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
      countdown.adjustsFontForContentSizeCategory = true
      countdown.textColor = .white
      countdown.accessibilityTraits = .updatesFrequently
      countdown.numberOfLines = 1
      refreshFonts()
      learnMoreButton.accessibilityHint = strings.text(.learnMoreHint)
      learnMoreButton.isHidden = !presentation.hasLandingPage
      playButton.accessibilityHint = strings.text(.playHint)
      playButton.accessibilityIdentifier = "kontext.ad.play"
      skipButton.accessibilityIdentifier = "kontext.ad.skip"
      muteButton.accessibilityIdentifier = "kontext.ad.mute"
      let buttons = [muteButton, learnMoreButton, skipButton, playButton]
      for subview in [video, countdown] + buttons as [UIView] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      let safe = view.safeAreaLayoutGuide
      let minimum = CGFloat(AdControlLayout.minimumTarget)
      NSLayoutConstraint.activate(
        [
          video.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
          video.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
          video.topAnchor.constraint(equalTo: safe.topAnchor),
          video.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
          countdown.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
          countdown.centerYAnchor.constraint(equalTo: muteButton.centerYAnchor),
          countdown.trailingAnchor.constraint(
            lessThanOrEqualTo: muteButton.leadingAnchor, constant: -8),
          muteButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
          muteButton.topAnchor.constraint(equalTo: safe.topAnchor, constant: 12),
          learnMoreButton.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
          learnMoreButton.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
          learnMoreButton.trailingAnchor.constraint(
            lessThanOrEqualTo: skipButton.leadingAnchor, constant: -8),
          skipButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
          skipButton.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
          playButton.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
          playButton.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
        ]
          + buttons.flatMap {
            [
              $0.widthAnchor.constraint(greaterThanOrEqualToConstant: minimum),
              $0.heightAnchor.constraint(greaterThanOrEqualToConstant: minimum),
            ]
          })
      // VoiceOver: the badge and time left, then Play or Skip, then the rest.
      view.accessibilityElements = [countdown, playButton, skipButton, learnMoreButton, muteButton]
      updateChrome()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      checkCover()
      UIAccessibility.post(notification: .screenChanged, argument: countdown)
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      guard isBeingDismissed || presentingViewController == nil, !isDismissedBySDK else { return }
      // The app took the ad away (it dismissed its own stack); the core ends the ad.
      isDismissedBySDK = true
      stopPlayback()
      onDismissedByApp?()
      presentation.reportTakenAwayByApp()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      guard traitCollection.hasDifferentTextSize(from: previousTraitCollection) else { return }
      refreshFonts()
    }

    /// The app presents its own screen over the ad: the core pauses the video until it goes.
    override func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      super.present(viewControllerToPresent, animated: flag, completion: completion)
      checkCover()
    }

    /// Starts the video; called once the presentation is under way.
    func startPlayback() {
      playback.start()
    }

    func stopPlayback() {
      coverCheck?.invalidate()
      coverCheck = nil
      playback.stop()
    }

    /// Pauses or plays the video, as the core decided.
    func setPlaybackPaused(_ paused: Bool) {
      playback.setPaused(paused)
    }

    /// The ad has ended but UIKit would not take this screen away: a control over the whole
    /// screen closes it at any tap.
    func closeOnAnyTap() {
      guard isViewLoaded else { return }
      let closer = UIButton(
        type: .custom,
        primaryAction: UIAction { [weak self] _ in
          self?.presentingViewController?.dismiss(animated: false)
        })
      closer.frame = view.bounds
      closer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      closer.accessibilityLabel = strings.text(.closeAd)
      closer.accessibilityIdentifier = "kontext.ad.close"
      view.addSubview(closer)
      view.accessibilityElements = [closer]
    }

    /// Escape (the two-finger Z) skips, and only when the ad may be skipped.
    override func accessibilityPerformEscape() -> Bool {
      MainActor.assumeIsolated {
        guard presentation.canSkip else { return false }
        presentation.viewerTappedSkip()
        return true
      }
    }

    /// Reports whether something of the app's covers the ad now; while it does, checks again
    /// every ``coverCheckInterval`` (a sheet swiped away tells this controller nothing).
    private func checkCover() {
      let covered = presentedViewController.map { !$0.isBeingDismissed } ?? false
      if covered != isCovered {
        isCovered = covered
        presentation.reportCovered(covered)
      }
      if covered, coverCheck == nil, !isDismissedBySDK {
        coverCheck = Timer.scheduledTimer(withTimeInterval: Self.coverCheckInterval, repeats: true)
        { [weak self] timer in
          // The block runs on the main run loop, where the timer was scheduled: the thread
          // `invalidate()` must be sent from. Once the screen is gone, it fires at most once
          // more and invalidates itself.
          guard let self else { return timer.invalidate() }
          MainActor.assumeIsolated { self.checkCover() }
        }
      } else if !covered {
        coverCheck?.invalidate()
        coverCheck = nil
      }
    }

    private func refreshFonts() {
      countdown.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(
        for: UIFont.systemFont(ofSize: 13, weight: .semibold),
        maximumPointSize: AdControlButton.largestPointSize)
      for button in [muteButton, learnMoreButton, skipButton, playButton] {
        button.setNeedsUpdateConfiguration()
      }
    }

    private func toggleMute() {
      playback.isMuted.toggle()
      presentation.reportMuted(playback.isMuted)
      let title = strings.text(playback.isMuted ? .unmute : .mute)
      muteButton.configuration?.title = title
      muteButton.accessibilityLabel = title
    }

    /// Redraws the badge and countdown, Skip and Play from the core's ``LinearAdChrome``.
    private func updateChrome() {
      let chrome = presentation.chrome
      guard chrome != lastChrome, isViewLoaded else { return }
      let becameSkippable =
        lastChrome != nil && lastChrome?.skip != .available
        && chrome.skip == .available
      let playAppeared = chrome.showsPlayControl && lastChrome?.showsPlayControl != true
      lastChrome = chrome
      countdown.text = strings.text(.adEndsIn(seconds: chrome.remainingSeconds))
      let title = strings.skipTitle(for: chrome.skip)
      skipButton.isHidden = title == nil
      skipButton.configuration?.title = title
      skipButton.accessibilityLabel = title
      skipButton.isEnabled = chrome.skip == .available
      playButton.isHidden = !chrome.showsPlayControl
      if becameSkippable {
        UIAccessibility.post(notification: .announcement, argument: strings.text(.skipAd))
        UIAccessibility.post(notification: .layoutChanged, argument: skipButton)
      } else if playAppeared {
        UIAccessibility.post(notification: .layoutChanged, argument: playButton)
      }
    }
  }
#endif
