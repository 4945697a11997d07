#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// What the player presents over the ad: the ⓘ sheet, an icon's page or its fallback images.
  extension LinearAdViewController {
    /// ⓘ: the video holds while the sheet is up; the core hears how it ended. With the sheet
    /// not shown (this screen presents something else, or is in a transition), it is closed
    /// at once.
    ///
    /// A report ends the ad. While VoiceOver runs, the sheet announces the thanks and stays, and
    /// the core holds the ad's dismissal (which takes the sheet with it) until VoiceOver says it
    /// finished speaking them (``ReportAnnouncement``): a screen change would cut them off.
    ///
    /// The sheet is the ad's it was opened for: its answers go to that ad, and the next ad of a
    /// break takes it away (+NextAd).
    ///
    /// The core opens it too (``LinearAdPresentation/onInfoRequested``), when a selection of the
    /// ad reaches it on Apple TV and the ad's link shows there as a QR code. The player itself
    /// offers no such selection there (no "Learn more" for a web link); the hook keeps the rule
    /// whole for a selection that comes another way.
    func openInfo() {
      let ad = presentation
      ad.viewerOpenedInfo()
      let content = AdInfoSheetContent(disclosure: ad.disclosure, strings: strings)
      infoSheet = AdInfoSheetViewController.show(
        content, from: self, staysWhileAnnouncing: true,
        onClose: { [weak ad] in ad?.viewerClosedInfo() },
        onReport: { [weak self, weak ad] reason in
          guard let self, let ad else { return }
          // A C function on Apple platforms (UIAccessibilityIsVoiceOverRunning).
          let announcing = UIAccessibility.isVoiceOverRunning
          if announcing { watchAnnouncements() }
          ad.viewerReported(reason, announcing: announcing ? content.reportedMessage : nil)
        })
    }

    /// Tells the core when VoiceOver finishes an announcement. UIKit posts
    /// `announcementDidFinishNotification` to the default center with the announcement's text
    /// under `announcementStringValueUserInfoKey` (UIAccessibility's documentation); the main
    /// queue delivers it on the main thread.
    private func watchAnnouncements() {
      guard announcementObserver == nil else { return }
      announcementObserver = NotificationCenter.default.addObserver(
        forName: UIAccessibility.announcementDidFinishNotification, object: nil, queue: .main
      ) { [weak self] note in
        let text = note.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String
        MainActor.assumeIsolated {
          guard let text else { return }
          self?.presentation.announcementFinished(text)
        }
      }
    }

    /// A rewarded ad's close control before its reward: "Close the video? You won't get your
    /// reward", the video paused by the core meanwhile. The answer goes to the core. An alert
    /// that cannot be presented now (this screen presents something else) counts as "keep
    /// watching", so the video is never left paused under no question.
    func askBeforeClosing() {
      let question = UIAlertController(
        title: strings.text(.closeRewardedQuestion), message: strings.text(.closeRewardedWarning),
        preferredStyle: .alert)
      // UIAlertAction's documentation says only that the handler runs when the user selects
      // the action; UIKit handles touches on the main thread, and the 17.4 SDK marks the class
      // main-actor (NS_SWIFT_UI_ACTOR) though not the block: hence `assumeIsolated`.
      let keepWatching = UIAlertAction(title: strings.text(.keepWatching), style: .cancel) {
        [weak presentation] _ in
        MainActor.assumeIsolated { presentation?.viewerAnsweredClose(closes: false) }
      }
      question.addAction(keepWatching)
      question.addAction(
        UIAlertAction(title: strings.text(.closeVideo), style: .destructive) {
          [weak presentation] _ in
          MainActor.assumeIsolated { presentation?.viewerAnsweredClose(closes: true) }
        })
      question.preferredAction = keepWatching
      if presentIfPossible(question) {
        closeQuestion = question
      } else {
        presentation.viewerAnsweredClose(closes: false)
      }
    }

    /// An icon's tap: the core fires its click tracking and says what to open. Its page opens
    /// in the app, over the player (which the cover check then pauses); when there is none,
    /// or it cannot be presented, its fallback images show instead.
    func tappedIcon(_ index: Int) {
      guard let click = presentation.viewerTappedIcon(index) else { return }
      if let destination = click.destination, InAppBrowser.open(destination, from: self) {
        return
      }
      guard !click.fallbackImages.isEmpty else { return }
      let icon = presentation.icons.first { $0.index == index }
      let scale = Double(traitCollection.displayScale)
      let fallback = AdIconFallbackViewController(
        images: click.fallbackImages,
        iconLabel: strings.text(.icon(isAdChoices: icon?.isAdChoices ?? false)),
        strings: strings, longSide: Double(max(view.bounds.width, view.bounds.height)),
        scale: scale > 0 ? scale : nil)
      _ = presentIfPossible(fallback)
    }
  }
#endif
