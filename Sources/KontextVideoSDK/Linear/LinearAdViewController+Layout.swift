#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// Where the player's views go: the frames the core's ``LinearAdLayout`` gives for the screen,
  /// its safe area, the text direction, and each control measured at the viewer's text size.
  extension LinearAdViewController {
    /// Puts the video, the controls, the badge and the icons showing now at their frames.
    func layoutChrome() {
      let elements = presentation.chromeElements
      var fitting: [AdChromeElement: AdSize] = [:]
      for element in elements {
        if element == .badge {
          fitting[element] = AdSize(
            countdown.sizeThatFits(
              CGSize(
                width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)))
        } else if let button = chromeView(element) as? UIButton {
          fitting[element] = AdControlButton.fittingSize(of: button)
        }
      }
      let frames = LinearAdLayout.frames(
        screen: AdSize(view.bounds.size), safeArea: AdInsets(view.safeAreaInsets),
        rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft,
        elements: elements, fitting: fitting, icons: icons.drawable)
      videoView.frame = CGRect(frames.video)
      for element in AdChromeElement.allCases {
        guard let drawn = chromeView(element) else { continue }
        if let frame = frames.elements[element] {
          drawn.frame = CGRect(frame)
        } else {
          drawn.isHidden = true  // an element this ad does not draw
        }
      }
      icons.place(frames.icons, isOnScreen: view.window != nil)
      layoutCaptions(frames)
    }

    /// Puts the captions where ``CaptionLayout`` says: clear of what is drawn now (the Play
    /// control only while it shows).
    private func layoutCaptions(_ frames: LinearAdLayout.Frames) {
      guard !captionView.isHidden else { return }
      let drawn = frames.elements.compactMap { element, rect in
        chromeView(element).map { $0.isHidden ? nil : rect } ?? nil
      }
      let fitting = captionView.fittingSize(
        maximumWidth: CGFloat(CaptionLayout.maximumWidth(video: frames.video)))
      let frame = CaptionLayout.frame(
        fitting: AdSize(fitting), video: frames.video,
        avoiding: drawn + frames.icons.values.map(\.target))
      captionView.frame = frame.map(CGRect.init) ?? .zero
    }

    /// The ad's video view and the SDK's views over it, for a measurement provider: each
    /// element the player draws, and the icons.
    var measurementViews: AdMeasurementViews {
      let elements = presentation.chromeElements.compactMap { element in
        chromeView(element).map { AdMeasurementObstruction(element: element, view: $0) }
      }
      let iconViews = icons.buttons.map { AdMeasurementObstruction(element: .icon, view: $0) }
      let captions =
        presentation.captions == nil
        ? [] : [AdMeasurementObstruction(element: .captionText, view: captionView)]
      return AdMeasurementViews(adView: videoView, obstructions: elements + iconViews + captions)
    }

    /// The view drawing `element`; nil for an icon (``LinearAdIconViews`` has those) and for
    /// the controls of inline ads.
    func chromeView(_ element: AdChromeElement) -> UIView? {
      switch element {
      case .info: infoButton
      case .badge: countdown
      case .mute: muteButton
      case .play: playButton
      case .skip: skipButton
      case .learnMore: learnMoreButton
      case .close: closeButton
      case .captions: captionsButton
      case .resume, .icon, .captionText: nil
      }
    }

    /// The text buttons and ⓘ.
    var chromeButtons: [UIButton] {
      [
        infoButton, muteButton, learnMoreButton, skipButton, playButton, closeButton,
        captionsButton,
      ]
    }
  }
#endif
