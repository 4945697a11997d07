#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  @preconcurrency import UIKit

  /// The "About this ad" sheet of the ⓘ control, inline and full screen alike: it draws the
  /// core's ``AdInfoSheetContent`` (who the advertiser is, why the ad was shown, "More about
  /// this ad", "Report this ad" and its reasons, Done) and tells its owner how it ended, once.
  ///
  /// A page sheet, at half height first and full height when dragged up (on tvOS, which has no
  /// sheets, full screen over a blur of the screen); its text follows
  /// Dynamic Type in a scroll view, each control is at least 44 pt high, and its layout runs
  /// leading to trailing, so it mirrors in right-to-left languages. It takes closures, not the
  /// ad: the owner reports to the core.
  ///
  /// - Closed (Done, a swipe down, VoiceOver's escape): `onClose`, once.
  /// - A report reason: `onReport(reason)`, once; VoiceOver announces the thanks, and the sheet
  ///   goes (the ad ends, and its owner may already have taken the sheet away). A sheet shown
  ///   `staysWhileAnnouncing` stays while VoiceOver runs: its owner takes it away once the
  ///   thanks are spoken (a linear ad's dismissal waits for them).
  /// - The ad ended while the sheet was up (``dismissForEndedAd()``): it goes, telling no one.
  @MainActor
  final class AdInfoSheetViewController: UIViewController, UIAdaptivePresentationControllerDelegate
  {
    private let content: AdInfoSheetContent
    private let onClose: @MainActor () -> Void
    private let onReport: @MainActor (AdReport.Reason) -> Void
    /// Whether a report leaves the sheet up while VoiceOver runs, for its owner to take away.
    private let staysWhileAnnouncing: Bool
    private var buttons: [UIButton] = []
    /// Set once the owner was told how the sheet ended, or took the sheet away: nothing is
    /// told after it.
    private var isFinished = false

    private init(
      content: AdInfoSheetContent, staysWhileAnnouncing: Bool,
      onClose: @escaping @MainActor () -> Void,
      onReport: @escaping @MainActor (AdReport.Reason) -> Void
    ) {
      self.content = content
      self.staysWhileAnnouncing = staysWhileAnnouncing
      self.onClose = onClose
      self.onReport = onReport
      super.init(nibName: nil, bundle: nil)
      // The style first: UIKit makes the presentation controller from it when it is first
      // asked for, and the sheet is configured before it presents (UIKit's documented order).
      #if !os(tvOS)
        modalPresentationStyle = .pageSheet
        if let sheet = sheetPresentationController {
          sheet.detents = [.medium(), .large()]  // smallest first, as UIKit asks
          sheet.prefersGrabberVisible = true
        }
      #else
        // tvOS has no sheets (`pageSheet` and `sheetPresentationController` are
        // API_UNAVAILABLE(tvos)): its own full-screen style, over a blur of the screen.
        modalPresentationStyle = .blurOverFullScreen
      #endif
      // Weak in UIKit; the presenting controller keeps the sheet while it is up.
      presentationController?.delegate = self
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Presents the sheet for `content` from `presenter` and returns it; when it cannot be
    /// shown (no presenter, one that already presents something or is in a transition, or
    /// UIKit refused), calls `onClose` at once, so the ad is not left held, and returns nil.
    @discardableResult
    static func show(
      _ content: AdInfoSheetContent, from presenter: UIViewController?,
      staysWhileAnnouncing: Bool = false,
      onClose: @escaping @MainActor () -> Void,
      onReport: @escaping @MainActor (AdReport.Reason) -> Void
    ) -> AdInfoSheetViewController? {
      let sheet = AdInfoSheetViewController(
        content: content, staysWhileAnnouncing: staysWhileAnnouncing, onClose: onClose,
        onReport: onReport)
      guard let presenter, presenter.presentIfPossible(sheet) else {
        onClose()
        return nil
      }
      return sheet
    }

    /// The ad ended while the sheet is up: the sheet goes, and tells no one.
    func dismissForEndedAd() {
      isFinished = true
      dismissUnlessGoing()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      // tvOS has no `systemBackground` (API_UNAVAILABLE(tvos)): the presentation's blur is the
      // background there.
      #if !os(tvOS)
        view.backgroundColor = .systemBackground
      #endif
      view.accessibilityIdentifier = "kontext.ad.info.sheet"
      let stack = UIStackView()
      stack.axis = .vertical
      stack.spacing = 12
      for view in sections() { stack.addArrangedSubview(view) }
      installScrollingStack(stack)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      guard traitCollection.hasDifferentTextSize(from: previousTraitCollection) else { return }
      for button in buttons { button.setNeedsUpdateConfiguration() }
    }

    /// A swipe down. UIKit calls this only for a dismissal the viewer made, never for one made
    /// in code (Done, a report, the ad's end), so the owner hears of each end once.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      guard finish() else { return }
      onClose()
    }

    /// VoiceOver's escape (the two-finger Z) closes the sheet, as Done does.
    override func accessibilityPerformEscape() -> Bool {
      MainActor.assumeIsolated {
        close()
        return true
      }
    }

    /// The sheet's views, top to bottom, in VoiceOver's order.
    private func sections() -> [UIView] {
      var views: [UIView] = [label(content.title, style: .title2, isHeader: true)]
      if let advertiser = content.advertiser {
        let line = label(advertiser, style: .subheadline)
        line.textColor = .secondaryLabel
        views.append(line)
      }
      views.append(label(content.reasonsTitle, style: .headline, isHeader: true))
      views += content.reasons.map { label($0, style: .body) }
      if let link = content.moreInformation {
        let more = button(link.title, .plain()) { [weak self] in self?.open(link.url) }
        more.accessibilityIdentifier = "kontext.ad.info.more"
        views.append(more)
      }
      views.append(label(content.reportTitle, style: .headline, isHeader: true))
      for choice in content.reportChoices {
        let report = button(choice.title, .gray()) { [weak self] in self?.report(choice.reason) }
        report.accessibilityIdentifier = "kontext.ad.report.\(choice.reason.rawValue)"
        views.append(report)
      }
      let done = button(content.closeTitle, .filled()) { [weak self] in self?.close() }
      done.accessibilityIdentifier = "kontext.ad.info.done"
      views.append(done)
      return views
    }

    private func label(_ text: String, style: UIFont.TextStyle, isHeader: Bool = false)
      -> UILabel
    {
      let label = UILabel()
      label.text = text
      label.font = UIFont.preferredFont(forTextStyle: style)
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = 0
      if isHeader { label.accessibilityTraits = .header }
      return label
    }

    /// A full-width button at least 44 pt high, its title in the body text style.
    private func button(
      _ title: String, _ configuration: UIButton.Configuration,
      action: @escaping @MainActor () -> Void
    ) -> UIButton {
      var configuration = configuration
      configuration.title = title
      // Run at each update of the configuration, which UIKit makes when the text size changes
      // (and ``traitCollectionDidChange(_:)`` asks for one then too).
      configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
        attributes in
        var attributes = attributes
        attributes.font = UIFont.preferredFont(forTextStyle: .body)
        return attributes
      }
      let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      button.heightAnchor.constraint(
        greaterThanOrEqualToConstant: CGFloat(AdControlLayout.minimumTarget)
      ).isActive = true
      buttons.append(button)
      return button
    }

    /// "More about this ad": the page opens in the app, over the sheet; nothing opens when
    /// UIKit would not present it.
    private func open(_ url: URL) {
      _ = InAppBrowser.open(url, from: self)
    }

    private func close() {
      guard finish() else { return }
      dismissUnlessGoing()
      onClose()
    }

    private func report(_ reason: AdReport.Reason) {
      guard finish() else { return }
      // The ad ends here, and its owner may take the sheet away at once. While VoiceOver runs, a
      // sheet that stays leaves with its owner, after the thanks: its own dismissal now would
      // move VoiceOver's focus, whose speech cuts the announcement off.
      onReport(reason)
      if !(staysWhileAnnouncing && UIAccessibility.isVoiceOverRunning) { dismissUnlessGoing() }
      // Queued behind what VoiceOver is saying now (the choice just tapped), so the thanks are
      // not cut short by it (UIAccessibilitySpeechAttributeQueueAnnouncement, iOS 11; iOS 17
      // deprecates it for accessibilitySpeechAnnouncementPriority, which iOS 15 lacks).
      UIAccessibility.post(
        notification: .announcement,
        argument: NSAttributedString(
          string: content.reportedMessage,
          attributes: [.accessibilitySpeechQueueAnnouncement: true]))
    }

    /// Whether this is the first end: the owner is told of one end only.
    private func finish() -> Bool {
      guard !isFinished else { return false }
      isFinished = true
      return true
    }

    /// Takes the sheet away unless it is already going (with the ad's own screen, or by the
    /// viewer's swipe). From its presenter, which also takes away a page opened over it; after
    /// a running transition (UIKit refuses a dismissal during one, and only logs it).
    private func dismissUnlessGoing() {
      guard let presenter = presentingViewController, !isBeingDismissed,
        !presenter.isBeingDismissed
      else { return }
      if let coordinator = transitionCoordinator {
        coordinator.afterTransition { [weak self] in self?.dismissUnlessGoing() }
        return
      }
      presenter.dismiss(animated: true)
    }
  }
#endif
