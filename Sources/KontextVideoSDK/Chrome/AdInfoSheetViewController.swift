#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  @preconcurrency import UIKit

  /// The "About this ad" sheet of the ⓘ control, inline and full screen alike: it draws the
  /// core's ``AdInfoSheetContent`` (who the advertiser is, why the ad was shown, "More about
  /// this ad", "Report this ad" and its reasons, Done) and tells its owner how it ended, once.
  ///
  /// A page sheet, at half height first and full height when dragged up; its text follows
  /// Dynamic Type in a scroll view, each control is at least 44 pt high, and its layout runs
  /// leading to trailing, so it mirrors in right-to-left languages. It takes closures, not the
  /// ad: the owner reports to the core.
  ///
  /// On tvOS, which has no sheets, it is full screen over a blur of the screen, in two pages the
  /// core's ``AdInfoPage`` describes: "About this ad" (with the ad's link as a QR code when the
  /// core gives one, ``LinkCodeImage``, beside the text) and "Report this ad" (the reasons).
  /// Every action is a button the focus engine moves to; focus starts on Done, and Menu goes
  /// back from Report to About, or closes the sheet from About; it never reaches the screen
  /// under the sheet.
  ///
  /// - Closed (Done, a swipe down, VoiceOver's escape, Menu on tvOS): `onClose`, once.
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
    #if os(tvOS)
      /// The page on screen.
      private var page: AdInfoPage = .about
      /// Each page's view, one shown at a time.
      private var pageViews: [AdInfoPage: UIView] = [:]
      /// Each page's buttons, by the core's names for its controls.
      private var pageControls: [AdInfoPage: [AdInfoPage.Control: UIButton]] = [:]
      /// The control focus goes to when UIKit next asks (``preferredFocusEnvironments``).
      private var focusTarget: AdInfoPage.Control = AdInfoPage.about.initialFocus(comingFrom: nil)
      /// The link's code with its caption, and the image view the code is drawn in once the
      /// screen's height is known; nil without a code.
      private var linkCodeCard: (card: UIView, image: UIImageView)?
      /// The view height the code was last drawn for.
      private var linkCodeHeight: CGFloat = 0
      /// Whether a Menu press was taken as it began: its end is taken too, and acted on.
      private var isMenuPressTaken = false
    #endif

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
      #if os(tvOS)
        installPages()
      #else
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 12
        for view in sections() { stack.addArrangedSubview(view) }
        installScrollingStack(stack)
      #endif
    }

    #if os(tvOS)
      override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        drawLinkCode()
      }

      /// Focus goes where the core's ``AdInfoPage`` says, on the page shown.
      override var preferredFocusEnvironments: [any UIFocusEnvironment] {
        pageControls[page]?[focusTarget].map { [$0] } ?? []
      }

      /// UIResponder's press methods forward up the responder chain by default, and its header
      /// asks a responder that handles presses to take each one's end or cancellation too. The
      /// sheet takes Menu, from its beginning to its end, and acts on it as it ends
      /// (as a button acts on release): forwarded, it would reach the controller the sheet is
      /// presented from (a presented controller's next responder), whose player takes Menu as
      /// Skip. Every other press goes on.
      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passed = presses.filter { $0.type != .menu }
        if passed.count < presses.count { isMenuPressTaken = true }
        if !passed.isEmpty { super.pressesBegan(passed, with: event) }
      }

      override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passed = presses.filter { $0.type != .menu }
        if passed.count < presses.count, isMenuPressTaken {
          isMenuPressTaken = false
          pressedMenu()
        }
        if !passed.isEmpty { super.pressesEnded(passed, with: event) }
      }

      /// A Menu press's changes (an analog button's force) are the sheet's too.
      override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passed = presses.filter { $0.type != .menu }
        if !passed.isEmpty { super.pressesChanged(passed, with: event) }
      }

      override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passed = presses.filter { $0.type != .menu }
        if passed.count < presses.count { isMenuPressTaken = false }
        if !passed.isEmpty { super.pressesCancelled(passed, with: event) }
      }
    #endif

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

    /// VoiceOver's escape (the two-finger Z) closes the sheet, as Done does; on tvOS it does what
    /// Menu does.
    override func accessibilityPerformEscape() -> Bool {
      MainActor.assumeIsolated {
        #if os(tvOS)
          pressedMenu()
        #else
          close()
        #endif
        return true
      }
    }

    /// What the sheet discloses, top to bottom, in VoiceOver's order: the title, the advertiser,
    /// and why the viewer sees the ad; the same on every platform.
    private func disclosureSections() -> [UIView] {
      var views: [UIView] = [label(content.title, style: .title2, isHeader: true)]
      if let advertiser = content.advertiser {
        let line = label(advertiser, style: .subheadline)
        line.textColor = .secondaryLabel
        views.append(line)
      }
      views.append(label(content.reasonsTitle, style: .headline, isHeader: true))
      return views + content.reasons.map { label($0, style: .body) }
    }

    #if !os(tvOS)
      /// The sheet's views, top to bottom, in VoiceOver's order.
      private func sections() -> [UIView] {
        var views = disclosureSections()
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

      /// "More about this ad": the page opens in the app, over the sheet; nothing opens when
      /// UIKit would not present it.
      private func open(_ url: URL) {
        _ = InAppBrowser.open(url, from: self)
      }
    #else
      /// Both pages, About shown: each fills the screen, and its text and buttons scroll as
      /// focus moves down them.
      private func installPages() {
        let about = UIStackView(arrangedSubviews: aboutSections())
        let card = content.linkCode.map(makeLinkCodeCard)
        pageViews[.about] = installPage(about, beside: card)
        let report = UIStackView(arrangedSubviews: reportSections())
        pageViews[.report] = installPage(report, beside: nil)
        pageViews[.report]?.isHidden = true
      }

      /// About, top to bottom, in VoiceOver's order: the title, the advertiser, why, then
      /// "Report this ad" and Done side by side (each a button).
      private func aboutSections() -> [UIView] {
        var views = disclosureSections()
        let report = button(content.reportTitle, .gray()) { [weak self] in self?.show(.report) }
        report.accessibilityIdentifier = "kontext.ad.info.report"
        let done = button(content.closeTitle, .filled()) { [weak self] in self?.close() }
        done.accessibilityIdentifier = "kontext.ad.info.done"
        pageControls[.about] = [.report: report, .done: done]
        let row = UIStackView(arrangedSubviews: [report, done])
        row.spacing = 40
        views.append(row)
        return views
      }

      /// Report, top to bottom: its title, every reason (each a button), then Done.
      private func reportSections() -> [UIView] {
        var views: [UIView] = [label(content.reportTitle, style: .title2, isHeader: true)]
        var controls: [AdInfoPage.Control: UIButton] = [:]
        for choice in content.reportChoices {
          let report = button(choice.title, .gray()) { [weak self] in self?.report(choice.reason) }
          report.accessibilityIdentifier = "kontext.ad.report.\(choice.reason.rawValue)"
          controls[.reason(choice.reason)] = report
          views.append(report)
        }
        let done = button(content.closeTitle, .filled()) { [weak self] in self?.close() }
        done.accessibilityIdentifier = "kontext.ad.report.done"
        controls[.done] = done
        views.append(done)
        pageControls[.report] = controls
        return views
      }

      /// A page filling the screen: `stack` in a scroll view that scrolls down only, within the
      /// safe area at the sides (the screen's edges a television may cut off), after `card` when
      /// there is one, which stays in place at the leading edge, centred up and down.
      private func installPage(_ stack: UIStackView, beside card: UIView?) -> UIView {
        let page = UIView()
        page.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(page)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        // The content keeps clear of the screen's edges itself: 60 pt above and below, as the
        // safe area of a 1080-point screen does; with UIKit's adjustment on top of it, the
        // margin would change with whether the content scrolls.
        scroll.contentInsetAdjustmentBehavior = .never
        page.addSubview(scroll)
        scroll.addSubview(stack)
        let safe = page.safeAreaLayoutGuide
        let scrolled = scroll.contentLayoutGuide
        var constraints = [
          page.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          page.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          page.topAnchor.constraint(equalTo: view.topAnchor),
          page.bottomAnchor.constraint(equalTo: view.bottomAnchor),
          scroll.trailingAnchor.constraint(equalTo: page.trailingAnchor),
          scroll.topAnchor.constraint(equalTo: page.topAnchor),
          scroll.bottomAnchor.constraint(equalTo: page.bottomAnchor),
          scrolled.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
          stack.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
          stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
          stack.topAnchor.constraint(equalTo: scrolled.topAnchor, constant: 60),
          stack.bottomAnchor.constraint(equalTo: scrolled.bottomAnchor, constant: -60),
        ]
        if let card {
          card.translatesAutoresizingMaskIntoConstraints = false
          page.addSubview(card)
          constraints += [
            card.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            card.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
            // A long caption wraps rather than push the text off the screen.
            card.widthAnchor.constraint(lessThanOrEqualTo: page.widthAnchor, multiplier: 0.4),
            scroll.leadingAnchor.constraint(equalTo: card.trailingAnchor, constant: 80),
          ]
        } else {
          constraints.append(scroll.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
        }
        NSLayoutConstraint.activate(constraints)
        return page
      }

      /// The link's code and its caption, one element for VoiceOver (the caption, and the
      /// link's host); its image is drawn once the screen's height is known
      /// (``drawLinkCode()``).
      private func makeLinkCodeCard(_ code: LinkCode) -> UIView {
        let image = UIImageView()
        // Whole pixels a module already; were UIKit to scale it all the same, without blurring.
        image.layer.magnificationFilter = .nearest
        image.setContentHuggingPriority(.required, for: .horizontal)
        image.setContentHuggingPriority(.required, for: .vertical)
        image.setContentCompressionResistancePriority(.required, for: .horizontal)
        image.setContentCompressionResistancePriority(.required, for: .vertical)
        image.accessibilityIdentifier = "kontext.ad.info.code"
        let caption = label(code.caption, style: .headline)
        caption.textAlignment = .center
        let card = UIStackView(arrangedSubviews: [image, caption])
        card.axis = .vertical
        card.alignment = .center
        card.spacing = 20
        card.isAccessibilityElement = true
        card.accessibilityLabel = code.caption
        card.accessibilityValue = code.url.host
        card.accessibilityTraits = .image
        linkCodeCard = (card, image)
        return card
      }

      /// Draws the link's code for the screen's height (the sheet fills the screen), once for
      /// each height; with no image (Core Image gave none) the card goes, caption and all.
      private func drawLinkCode() {
        guard let drawn = linkCodeCard, let code = content.linkCode else { return }
        let height = view.bounds.height
        guard height > 0, height != linkCodeHeight else { return }
        linkCodeHeight = height
        drawn.image.image = LinkCodeImage.image(
          of: code, screenHeight: height, scale: traitCollection.displayScale)
        drawn.card.isHidden = drawn.image.image == nil
      }

      /// Shows `next` in place of the page on screen; focus goes where the core says, and
      /// VoiceOver reads the page from there. UIFocusEnvironment's documentation:
      /// `setNeedsFocusUpdate()` has no effect unless this environment contains the focused
      /// item (the sheet contains every control of both pages), and `updateFocusIfNeeded()`
      /// moves it at once.
      private func show(_ next: AdInfoPage) {
        guard next != page, !isFinished else { return }
        let previous = page
        page = next
        for (each, view) in pageViews { view.isHidden = each != next }
        focusTarget = next.initialFocus(comingFrom: previous)
        setNeedsFocusUpdate()
        updateFocusIfNeeded()
        UIAccessibility.post(
          notification: .screenChanged, argument: pageControls[next]?[focusTarget])
      }

      /// Menu, as the core's ``AdInfoPage/menu`` says: back to About, or the sheet closes.
      private func pressedMenu() {
        switch page.menu {
        case .closeSheet: close()
        case .show(let other): show(other)
        }
      }
    #endif

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
