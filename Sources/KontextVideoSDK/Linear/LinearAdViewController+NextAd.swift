#if canImport(UIKit)
  import KontextVideoCore
  @preconcurrency import UIKit

  /// What is the ad's own in the player (its video, captions, icons, static controls and the
  /// watches that report on it), built for the first ad and again for each next ad of a break,
  /// which plays in place of the last without leaving full screen.
  extension LinearAdViewController {
    /// Plays `next`, the next ad of a break, in place of the ad on screen, whose video has
    /// ended: the last ad's playback and watches stop (it hears nothing more), and `next` is
    /// drawn and reported on from now on, as the first ad was. The viewer's mute choice stays.
    ///
    /// What the last ad presented over the player goes with it: the ⓘ sheet (its disclosure
    /// and report were that ad's) and a rewarded ad's close question. An icon's page or its
    /// fallback images stay, as the app's own screen over the ad does: the viewer reads them,
    /// and they report to no ad; the cover check tells `next` it starts covered (its video then
    /// waits, as the core decides).
    func play(_ next: LinearAdPresentation, creative: (any PlayableCreative)?) {
      // UIKit loads a controller's view to present it; were this one not loaded yet, it is
      // loaded (and draws the last ad) first, so that what follows replaces a drawn ad.
      loadViewIfNeeded()
      let isMuted = playback.isMuted
      stopPlayback()
      takeAwayLastAdsQuestions()
      presentation.onChromeChange = nil
      presentation.onInfoRequested = nil
      presentation = next
      next.onChromeChange = { [weak self] in self?.updateChrome() }
      next.onInfoRequested = { [weak self] in self?.openInfo() }
      playback = LinearAdPlayback(presentation: next, player: creative?.player)
      // AVPlayer.h: `muted` "only affects audio muting for the player instance": each ad's
      // player is told the viewer's choice.
      playback.isMuted = isMuted
      showAdsOwnViews(creative: creative)
      showAdsOwnControls()
      startCaptions()
      if isMuted { next.reportMuted(true) }
      lastChrome = nil
      isCovered = false
      windowWatch = SceneWindowWatch(view: view, presentation: next)
      if !isDismissedBySDK { windowWatch.start() }
      checkCover()
      updateChrome()
      view.setNeedsLayout()  // laid out before the next frame is drawn
      startPlayback()
      // UIAccessibilityConstants.h: posted "when a new view appears that encompasses a major
      // portion of the screen" (the next ad's video); VoiceOver moves to the badge, which now
      // says the ad's place in the break ("Ad 2 of 3 · 0:25").
      #if os(tvOS)
        // A press held across the swap stays taken: its end still comes here (UIPress.h: a
        // press stays with the responder it began in), and is taken with it.
        refocus()  // the next ad's controls: focus starts over from the core's plan
      #endif
      UIAccessibility.post(notification: .screenChanged, argument: countdown)
    }

    /// Takes away the ⓘ sheet and the close question of the ad that ended, if up; they tell
    /// that ad nothing more.
    private func takeAwayLastAdsQuestions() {
      infoSheet?.dismissForEndedAd()
      // Dismissed as when the core stops asking (``updateChrome()``): UIKit forwards a
      // presented controller's own dismissal to its presenter.
      if let question = closeQuestion, !question.isBeingDismissed {
        question.dismiss(animated: true)
      }
      closeQuestion = nil
    }

    /// Shows the ad on screen's video (`creative`'s player), its card, the video's own
    /// subtitles and its icons, in place of the last ad's.
    private func showAdsOwnViews(creative: (any PlayableCreative)?) {
      videoView.player = creative?.player
      videoView.card = (presentation.creative as? any DrawableCreative)?.view
      mediaCaptions = MediaCaptions(
        presentation: presentation, item: creative?.player?.currentItem)
      for button in icons.buttons { button.removeFromSuperview() }
      icons = makeIcons()
      for button in icons.buttons { view.addSubview(button) }  // on top, as the first ad's
      loadIcons()
    }

    /// The VAST icons of the ad on screen; each redraws the player when its image arrives.
    func makeIcons() -> LinearAdIconViews {
      let icons = LinearAdIconViews(presentation: presentation, strings: strings) {
        [weak self] index in self?.tappedIcon(index)
      }
      icons.onImageLoaded = { [weak self] in self?.viewIfLoaded?.setNeedsLayout() }
      return icons
    }

    /// Downloads the icons' images, once the screen's scale is known (the controller is about
    /// to appear, or is on screen); a trait collection's 0 means "unspecified" (UIKit's
    /// documentation): the decode rule's own bound then.
    func loadIcons() {
      let scale = Double(traitCollection.displayScale)
      icons.load(scale: scale > 0 ? scale : nil)
    }

    /// Shows the controls that depend on the ad but not on its progress ("Learn more" when it
    /// has a landing page, a rewarded ad's close control), and puts the views in VoiceOver's
    /// order: the badge and time left, then Play or Skip, then the rest, the icons last.
    func showAdsOwnControls() {
      learnMoreButton.isHidden = !presentation.hasLandingPage
      closeButton.isHidden = presentation.reward == nil
      view.accessibilityElements =
        [
          countdown, captionView, playButton, skipButton, closeButton, learnMoreButton,
          muteButton, captionsButton, infoButton,
        ] + icons.buttons
    }
  }
#endif
