#if canImport(UIKit)
  import KontextVideoCore
  @preconcurrency import UIKit

  /// What an overlay or pause ad puts over your player: the creative at the frame the core
  /// chose, its "Ad" badge, its ⓘ control, and its close or Resume control, each where
  /// ``AdControlLayout`` puts it. It fills the container but lets every touch outside the ad
  /// through to your player.
  ///
  /// The ⓘ control opens the ad's "About this ad" sheet (``AdInfoSheetViewController``) from
  /// the nearest view controller of your player view.
  @MainActor
  final class InlineAdView: UIView {
    let placement: AdPlacement
    private let rightToLeft: Bool
    private let adFrameView = UIView()
    private let badge = AdBadgeView()
    private(set) var controls: [(AdControl, UIButton)] = []
    /// The ⓘ sheet while it is up (its presenter keeps it).
    private weak var infoSheet: AdInfoSheetViewController?
    private var laidOutFor: (size: CGSize, safeArea: UIEdgeInsets)?

    init(placement: AdPlacement, rightToLeft: Bool) {
      self.placement = placement
      self.rightToLeft = rightToLeft
      super.init(frame: .zero)
      let strings = AdChromeStrings.forApp
      backgroundColor = .clear
      adFrameView.clipsToBounds = true
      adFrameView.accessibilityLabel = strings.text(.advertisement)
      adFrameView.shouldGroupAccessibilityChildren = true
      addSubview(adFrameView)
      if let drawable = placement.creative as? any DrawableCreative {
        let creativeView = drawable.view
        creativeView.frame = adFrameView.bounds
        creativeView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        adFrameView.addSubview(creativeView)
        // On tvOS no creative takes taps: focus never rests on an inline creative there
        // (AdFocusPlan), and a TV viewer reaches the advertiser's link through the ⓘ screen.
        #if !os(tvOS)
          #if canImport(WebKit)
            // An HTML creative reports its own clicks through the bridge.
            let takesTaps = !(drawable is WebCreative)
          #else
            let takesTaps = true
          #endif
          if takesTaps { addTapTarget(strings: strings) }
        #endif
      }
      badge.text = strings.text(.adBadge)
      addSubview(badge)
      #if os(tvOS)
        // A control focus cannot reach is not drawn on Apple TV (AdFocusPlan.reaches).
        let drawn = placement.controls.filter { placement.focusPlan.reaches($0.element) }
      #else
        let drawn = placement.controls
      #endif
      for control in drawn {
        let button: UIButton
        switch control {
        case .info:
          button = AdControlButton.info(strings: strings) { [weak self] in self?.openInfo() }
        case .close:
          button = AdControlButton.close(strings: strings) { [weak placement] in
            placement?.viewerTappedClose()
          }
        case .resume:
          button = AdControlButton.resume(strings: strings) { [weak placement] in
            placement?.viewerTappedResume()
          }
        }
        addSubview(button)
        controls.append((control, button))
      }
      // The core asks for the ⓘ sheet too: a selection of the ad on Apple TV whose link the
      // sheet shows as a QR code (TelevisionClick).
      placement.onInfoRequested = { [weak self] in self?.openInfo() }
      // VoiceOver reads the ad, its badge, ⓘ, then the close or Resume control.
      let ordered = controls.filter { $0.0 == .info } + controls.filter { $0.0 != .info }
      accessibilityElements = [adFrameView, badge] + ordered.map(\.1)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// One tap target over the whole ad, a button for VoiceOver: a tap is the ad's click.
    private func addTapTarget(strings: AdChromeStrings) {
      let tapTarget = UIButton(
        type: .custom,
        primaryAction: UIAction { [weak placement] _ in placement?.viewerTappedAd() })
      tapTarget.frame = adFrameView.bounds
      tapTarget.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      tapTarget.accessibilityLabel = strings.text(.advertisement)
      tapTarget.accessibilityHint = strings.text(.learnMoreHint)
      tapTarget.accessibilityIdentifier = "kontext.ad.creative"
      adFrameView.addSubview(tapTarget)
    }

    #if os(tvOS)
      /// The remote's presses taken as they began, so that their ends are taken too.
      private var takenPresses = TakenPresses()

      /// Focus starts where the core's ``AdFocusPlan`` says: a pause ad's Resume or close
      /// control (`focusTarget`); none for an overlay.
      override var preferredFocusEnvironments: [any UIFocusEnvironment] {
        focusTarget.map { [$0] } ?? []
      }

      /// A press reaches this view when one of its controls has focus (UIPress.h: a press goes
      /// to the focused item first, then up the responder chain). UIResponder's documentation
      /// asks a subclass to pass on, to super, the presses it does not handle: the ones the
      /// core's ``RemoteRule`` does not take go on to the app.
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

    override func layoutSubviews() {
      super.layoutSubviews()
      // The container's safe area is this view's own (it fills the container).
      if let laidOutFor, laidOutFor.size != bounds.size || laidOutFor.safeArea != safeAreaInsets {
        self.laidOutFor = (bounds.size, safeAreaInsets)
        placement.containerDidResize()  // the core lays the ad out again, or ends it
      }
      laidOutFor = (bounds.size, safeAreaInsets)
      let frame = placement.frame
      adFrameView.frame = CGRect(frame)
      let container = AdSize(width: Double(bounds.width), height: Double(bounds.height))
      let safeArea = AdInsets(safeAreaInsets)
      var fitting: [AdControl: AdSize] = [:]
      for (control, button) in controls {
        fitting[control] = AdControlButton.fittingSize(of: button)
      }
      // Every control at once: the core keeps ⓘ clear of the others.
      let targets = AdControlLayout.targets(
        for: controls.map(\.0), adFrame: frame, container: container, rightToLeft: rightToLeft,
        fitting: fitting, safeArea: safeArea)
      for (control, button) in controls {
        button.frame = targets[control].map(CGRect.init) ?? .zero
      }
      badge.frame = CGRect(
        AdControlLayout.badge(
          adFrame: frame, container: container, safeArea: safeArea, rightToLeft: rightToLeft,
          fitting: badge.fittingSize, avoiding: Array(targets.values)))
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      setNeedsLayout()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      guard traitCollection.hasDifferentTextSize(from: previousTraitCollection) else { return }
      // The text size changed: new fonts, and the controls measured again.
      for (_, button) in controls { button.setNeedsUpdateConfiguration() }
      badge.refreshFont()
      setNeedsLayout()
    }

    /// Touches outside the ad and its controls go through to the player. (UIKit's hit test
    /// already passes over the badge: its user interaction is disabled.)
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }

    /// Tells VoiceOver the screen changed, without moving its focus away from the video.
    func announceAppearance() {
      UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    /// The ad's views for a measurement provider: the creative's frame (the creative and the
    /// tap target over it are inside it), and the controls and the badge over it.
    var measurementViews: AdMeasurementViews {
      AdMeasurementViews(
        adView: adFrameView,
        obstructions: controls.map { AdMeasurementObstruction(element: $0.0.element, view: $0.1) }
          + [AdMeasurementObstruction(element: .badge, view: badge)])
    }

    /// The ad has ended: its ⓘ sheet, if up, goes without reporting a close.
    func endInfoSheet() {
      infoSheet?.dismissForEndedAd()
      infoSheet = nil
    }

    /// ⓘ: the ad holds while its sheet is up. With no view controller to present the sheet
    /// from, or one that already presents something, the sheet reports itself closed at once.
    private func openInfo() {
      guard infoSheet == nil else { return }
      placement.viewerOpenedInfo()
      infoSheet = AdInfoSheetViewController.show(
        AdInfoSheetContent(disclosure: placement.disclosure, strings: .forApp),
        from: nearestViewController,
        onClose: { [weak placement] in placement?.viewerClosedInfo() },
        onReport: { [weak placement] reason in placement?.viewerReported(reason) })
    }
  }
#endif
