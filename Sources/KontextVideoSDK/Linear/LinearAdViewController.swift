#if canImport(UIKit)
  import KontextVideoCore
  @preconcurrency import UIKit

  /// The full-screen player of a linear ad: the video letterboxed inside the safe area, the
  /// "Ad" badge with the time left, the ⓘ control, Skip (a disabled "Skip in N" until the core
  /// allows it), Play when the video was paused from outside, "Learn more" when the ad has a
  /// landing page, mute, and the ad's VAST icons. It plays the ad's own player, not
  /// `AVPlayerViewController`, so there is no scrubbing past the ad, no Picture in Picture and
  /// no AirPlay.
  ///
  /// Captions, when the ad has some in the viewer's language: the VAST file's text in a
  /// ``CaptionView`` where ``CaptionLayout`` puts it, or the video's own subtitles
  /// (``MediaCaptions``), with a CC control; on and off as the core's ``CaptionSwitch`` says,
  /// from the system's closed captions setting, the ad's sound and the viewer's taps.
  ///
  /// It draws what the core's ``LinearAdChrome`` says, where ``LinearAdLayout`` puts it, and
  /// reports facts: taps, whether the app's own screen covers it, the app's own windows over
  /// it (``SceneWindowWatch``; the core then pauses the video and counts nothing). The ⓘ sheet and an icon's page are presented over it.
  ///
  /// The ads of a break (``AdBreak``) play in it one after another: ``play(_:creative:)`` puts
  /// the next in place of the last, without leaving full screen (+NextAd).
  @MainActor
  final class LinearAdViewController: UIViewController {
    /// How often a cover by the app's own screen is checked while it lasts, in seconds.
    private static let coverCheckInterval: TimeInterval = 0.5

    // Internal, not private: the layout (+Layout) and the sheets (+Sheets) read them, and the
    // next ad of a break (+NextAd) replaces what is the ad's own.
    /// The ad on screen: the next of its break takes its place (``play(_:creative:)``).
    var presentation: LinearAdPresentation
    let strings = AdChromeStrings.forApp
    /// The "Ad" badge with the time left.
    let countdown = UILabel()
    /// The video's view (and the card of a creative with no video, inside it).
    let videoView: PlayerLayerView
    /// The ad's video, playing.
    var playback: LinearAdPlayback
    #if !os(tvOS)
      /// The orientations of the controller it is presented from, which it keeps.
      private let orientations: UIInterfaceOrientationMask
    #endif
    private(set) lazy var skipButton = AdControlButton.text("") { [weak self] in
      self?.presentation.viewerTappedSkip()
    }
    private(set) lazy var playButton = AdControlButton.text(strings.text(.play)) { [weak self] in
      self?.presentation.viewerTappedPlay()
    }
    private(set) lazy var muteButton = AdControlButton.text(strings.text(.mute)) { [weak self] in
      self?.toggleMute()
    }
    /// A rewarded ad's close control, where Skip would be: before the reward it asks first.
    private(set) lazy var closeButton = AdControlButton.text(strings.text(.closeVideo)) {
      [weak self] in
      self?.presentation.viewerTappedClose()
    }
    /// The question before a rewarded ad closes unrewarded, while it is up.
    weak var closeQuestion: UIViewController?
    /// The ⓘ sheet, while it is up.
    weak var infoSheet: AdInfoSheetViewController?
    private(set) lazy var learnMoreButton = AdControlButton.text(strings.text(.learnMore)) {
      [weak self] in
      self?.presentation.viewerTappedAd()
    }
    private(set) lazy var infoButton = AdControlButton.info(strings: strings) { [weak self] in
      self?.openInfo()
    }
    /// The CC control: captions on or off, for the rest of the ad.
    private(set) lazy var captionsButton = AdControlButton.text(strings.text(.captions)) {
      [weak self] in
      self?.presentation.viewerTappedCaptions()
    }
    /// The VAST captions over the video.
    let captionView = CaptionView()
    /// The video's own subtitles, when the VAST document gives no captions file.
    var mediaCaptions: MediaCaptions
    /// Hears the system's closed captions setting change.
    private var captioningObserver: NSObjectProtocol?
    /// The ad's VAST icons.
    lazy var icons = makeIcons()
    /// The chrome last drawn; nil before the ad's first.
    var lastChrome: LinearAdChrome?
    private var coverCheck: Timer?
    /// Whether something presented covers the ad, as last reported to it.
    var isCovered = false
    /// Hears when VoiceOver finishes an announcement, after a report.
    var announcementObserver: NSObjectProtocol?
    /// The app's own windows over the ad's: read for the core while the ad is on screen.
    lazy var windowWatch = SceneWindowWatch(view: view, presentation: presentation)
    /// Set when the SDK dismisses the ad, so a dismissal by the app can be told apart.
    var isDismissedBySDK = false
    /// Called when the app, not the SDK, took the ad's view controller away.
    var onDismissedByApp: (@MainActor () -> Void)?

    /// The player of `presentation`, about to be presented from `presenter`, whose
    /// orientations it keeps (tvOS has none: `UIInterfaceOrientationMask` is unavailable there).
    init(
      presentation: LinearAdPresentation, creative: (any PlayableCreative)?,
      presentedFrom presenter: UIViewController
    ) {
      self.presentation = presentation
      #if !os(tvOS)
        orientations = presenter.supportedInterfaceOrientations
      #endif
      playback = LinearAdPlayback(presentation: presentation, player: creative?.player)
      videoView = PlayerLayerView(player: creative?.player)
      mediaCaptions = MediaCaptions(
        presentation: presentation, item: creative?.player?.currentItem)
      super.init(nibName: nil, bundle: nil)
      modalPresentationStyle = .fullScreen
      modalTransitionStyle = UIAccessibility.isReduceMotionEnabled ? .crossDissolve : .coverVertical
      isModalInPresentation = true
      presentation.onChromeChange = { [weak self] in self?.updateChrome() }
      presentation.onInfoRequested = { [weak self] in self?.openInfo() }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // tvOS has no orientations, status bar or home indicator to override: its UIKit marks the
    // first two API_UNAVAILABLE(tvos) and has no UIHomeIndicatorAutoHidden at all.
    #if !os(tvOS)
      override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientations }
      override var prefersStatusBarHidden: Bool { true }
      override var prefersHomeIndicatorAutoHidden: Bool { true }
    #endif

    #if os(tvOS)
      /// The remote's presses taken as they began, so that their ends are taken too: a Menu
      /// press that reaches the top of the responder chain would dismiss the ad.
      private var takenPresses = TakenPresses()

      /// The player takes the remote's presses when none of its controls has focus (an ad not
      /// skippable yet): UIPress.h says a press goes to the focused item, or else to the
      /// window's first responder.
      override var canBecomeFirstResponder: Bool { true }

      /// Focus starts where the core's ``AdFocusPlan`` says: Play while the video is paused from
      /// outside, else Skip's place once it can be used.
      override var preferredFocusEnvironments: [any UIFocusEnvironment] {
        focusTarget.map { [$0] } ?? []
      }

      /// UIResponder's press methods forward up the responder chain by default, and its
      /// documentation asks a subclass to call super with the presses it does not handle: the
      /// ones the core does not take go on, to the focused control or the system.
      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passed = takenPresses.began(presses, take: takeRemotePress)
        if !passed.isEmpty { super.pressesBegan(passed, with: event) }
      }

      override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passed = takenPresses.passed(presses)
        if !passed.isEmpty { super.pressesChanged(passed, with: event) }
      }

      override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passed = takenPresses.finished(presses)
        if !passed.isEmpty { super.pressesEnded(passed, with: event) }
      }

      override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passed = takenPresses.finished(presses)
        if !passed.isEmpty { super.pressesCancelled(passed, with: event) }
      }
    #endif

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .black
      view.accessibilityViewIsModal = true
      videoView.card = (presentation.creative as? any DrawableCreative)?.view
      countdown.adjustsFontForContentSizeCategory = true
      countdown.textColor = .white
      countdown.accessibilityTraits = .updatesFrequently
      countdown.numberOfLines = 1
      refreshFonts()
      learnMoreButton.accessibilityHint = strings.text(.learnMoreHint)
      playButton.accessibilityHint = strings.text(.playHint)
      playButton.accessibilityIdentifier = "kontext.ad.play"
      skipButton.accessibilityIdentifier = "kontext.ad.skip"
      closeButton.accessibilityIdentifier = "kontext.ad.close"
      muteButton.accessibilityIdentifier = "kontext.ad.mute"
      captionsButton.accessibilityIdentifier = "kontext.ad.captions.toggle"
      captionsButton.accessibilityLabel = strings.text(.closedCaptions)
      // Frames come from the core's layout (``viewDidLayoutSubviews()``), not constraints. The
      // captions lie over the video and under every control.
      for subview in [videoView, captionView, countdown] + chromeButtons + icons.buttons
        as [UIView]
      {
        view.addSubview(subview)
      }
      showAdsOwnControls()
      startCaptions()
      updateChrome()
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      loadIcons()
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      layoutChrome()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      checkCover()
      if !isDismissedBySDK { windowWatch.start() }
      #if os(tvOS)
        becomeFirstResponder()
      #endif
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
      captionView.applyAppearance()
      refreshFonts()
    }

    /// Something is presented over the ad (the app's own screen, the ⓘ sheet, an icon's page
    /// or its fallback images): the core pauses the video until it goes.
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

    /// Stops the video and everything that reports on the ad: nothing is reported to it after.
    func stopPlayback() {
      icons.stop()
      mediaCaptions.stop()
      coverCheck?.invalidate()
      coverCheck = nil
      windowWatch.stop()
      if let captioningObserver {
        NotificationCenter.default.removeObserver(captioningObserver)
        self.captioningObserver = nil
      }
      if let announcementObserver {
        NotificationCenter.default.removeObserver(announcementObserver)
        self.announcementObserver = nil
      }
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

    /// Escape (the two-finger Z) skips, and only when the ad may be skipped; on a rewarded ad
    /// it is the close control (which asks first before the reward).
    override func accessibilityPerformEscape() -> Bool {
      MainActor.assumeIsolated {
        if presentation.reward != nil {
          presentation.viewerTappedClose()
          return true
        }
        guard presentation.canSkip else { return false }
        presentation.viewerTappedSkip()
        return true
      }
    }

    /// Reports whether something presented covers the ad now; while it does, checks again
    /// every ``coverCheckInterval`` (a sheet swiped away tells this controller nothing).
    func checkCover() {
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
        for: UIFont.systemFont(
          ofSize: CGFloat(AdChromeMetrics.current.countdownTextSize), weight: .semibold),
        maximumPointSize: AdControlButton.largestPointSize)
      for button in chromeButtons { button.setNeedsUpdateConfiguration() }
      viewIfLoaded?.setNeedsLayout()
    }

    /// Reads the platform's facts for the captions (the system's closed captions setting, the
    /// player's sound), and follows the setting while the ad plays.
    func startCaptions() {
      presentation.reportCaptionFacts(
        systemCaptionsOn: UIAccessibility.isClosedCaptioningEnabled, isMuted: playback.isMuted)
      // Posted on the main thread by UIKit; the main queue makes sure of it.
      captioningObserver = NotificationCenter.default.addObserver(
        forName: UIAccessibility.closedCaptioningStatusDidChangeNotification, object: nil,
        queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated {
          self?.presentation.reportSystemCaptions(UIAccessibility.isClosedCaptioningEnabled)
        }
      }
      mediaCaptions.start()
    }

    /// Draws the captions and the CC control as the core says.
    private func updateCaptions() {
      // The control appears once the video's own subtitles are found (after the load), or
      // goes: the player lays out again to give it its place.
      let showsControl = presentation.showsCaptionsControl
      if captionsButton.isHidden == showsControl {
        captionsButton.isHidden = !showsControl
        view.setNeedsLayout()
      }
      let accessibility = presentation.captionsControlAccessibility
      captionsButton.accessibilityLabel = strings.text(accessibility.label)
      captionsButton.accessibilityValue = strings.text(accessibility.value)
      captionsButton.isSelected = presentation.captionsAreOn
      if captionView.show(presentation.captionText) { view.setNeedsLayout() }
      mediaCaptions.update()
    }

    private func toggleMute() {
      playback.isMuted.toggle()
      presentation.reportMuted(playback.isMuted)
      let title = strings.text(playback.isMuted ? .unmute : .mute)
      muteButton.configuration?.title = title
      muteButton.accessibilityLabel = title
      view.setNeedsLayout()  // measured again: the title's width changed
    }

    /// Redraws the badge and countdown, Skip and Play from the core's ``LinearAdChrome``, and
    /// lays the player out again when they or the icons to show changed.
    func updateChrome() {
      guard isViewLoaded else { return }
      updateCaptions()
      if icons.needsLayout { view.setNeedsLayout() }
      let chrome = presentation.chrome
      guard chrome != lastChrome else { return }
      let becameSkippable =
        lastChrome != nil && lastChrome?.skip != .available
        && chrome.skip == .available
      let playAppeared = chrome.showsPlayControl && lastChrome?.showsPlayControl != true
      let rewardEarned = lastChrome?.isRewardCountdown == true && !chrome.isRewardCountdown
      let askAppeared = chrome.isAskingToClose && lastChrome?.isAskingToClose != true
      let askWent = !chrome.isAskingToClose && lastChrome?.isAskingToClose == true
      lastChrome = chrome
      countdown.text = strings.text(chrome.badge)
      let title = strings.skipTitle(for: chrome.skip)
      skipButton.isHidden = title == nil
      skipButton.configuration?.title = title
      skipButton.accessibilityLabel = title
      skipButton.isEnabled = chrome.skip == .available
      playButton.isHidden = !chrome.showsPlayControl
      view.setNeedsLayout()  // the countdown's and Skip's text changed: measured again
      if askAppeared { askBeforeClosing() }
      if askWent { closeQuestion?.dismiss(animated: true) }
      if becameSkippable {
        #if os(tvOS)
          refocus()
        #endif
        UIAccessibility.post(notification: .announcement, argument: strings.text(.skipAd))
        UIAccessibility.post(notification: .layoutChanged, argument: skipButton)
      } else if rewardEarned {
        UIAccessibility.post(notification: .announcement, argument: strings.text(.rewardEarned))
      } else if playAppeared {
        #if os(tvOS)
          refocus()  // to Play: the way back for a video paused from outside
        #endif
        UIAccessibility.post(notification: .layoutChanged, argument: playButton)
      }
    }
  }
#endif
