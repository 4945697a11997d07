#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// The buttons the SDK draws: labelled for VoiceOver in the app's language, with text at the
  /// platform's size (``AdChromeMetrics/controlTextSize``: 15 pt on a phone, 26 on Apple TV) that
  /// follows the viewer's Dynamic Type size (scaled with `UIFontMetrics`, up to
  /// ``largestPointSize``), and opaque backgrounds when Reduce Transparency is on. They carry no
  /// constraints: they are placed by frames from the core (``AdControlLayout`` inline,
  /// ``LinearAdLayout`` in the full-screen player), which make each at least
  /// ``AdChromeMetrics/minimumTarget`` on each side (44 pt on a phone, 66 on Apple TV) and as big
  /// as its text.
  @MainActor
  enum AdControlButton {
    /// The largest size the controls' text grows to, in points: room for "继续播放" at the
    /// accessibility sizes, inside the smallest ad (the platform's
    /// ``AdChromeMetrics/largestControlTextSize``).
    nonisolated static var largestPointSize: CGFloat {
      CGFloat(AdChromeMetrics.current.largestControlTextSize)
    }

    /// The close control of an overlay or pause card: a small circle with a cross.
    static func close(strings: AdChromeStrings, action: @escaping @MainActor () -> Void)
      -> UIButton
    {
      glyph(
        "xmark", label: strings.text(.closeAd), hint: strings.text(.closeAdHint),
        identifier: "kontext.ad.close", action: action)
    }

    /// The ⓘ control of every ad: a small circle with an "i", which opens the ad's "About
    /// this ad" sheet.
    static func info(strings: AdChromeStrings, action: @escaping @MainActor () -> Void)
      -> UIButton
    {
      glyph(
        "info.circle", label: strings.text(.aboutThisAd), hint: strings.text(.aboutThisAdHint),
        identifier: "kontext.ad.info", action: action)
    }

    /// A small circle with the SF Symbol `symbol`, labelled for VoiceOver.
    private static func glyph(
      _ symbol: String, label: String, hint: String, identifier: String,
      action: @escaping @MainActor () -> Void
    ) -> UIButton {
      var configuration = UIButton.Configuration.filled()
      configuration.image = UIImage(systemName: symbol)
      configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(
        textStyle: .caption1, scale: .small)
      configuration.cornerStyle = .capsule
      configuration.baseBackgroundColor = backdrop
      configuration.baseForegroundColor = .white
      configuration.contentInsets = NSDirectionalEdgeInsets(
        top: 6, leading: 6, bottom: 6, trailing: 6)
      let button = make(configuration, action: action)
      button.accessibilityLabel = label
      button.accessibilityHint = hint
      button.accessibilityIdentifier = identifier
      return button
    }

    /// The Resume control of a full-player pause ad.
    static func resume(strings: AdChromeStrings, action: @escaping @MainActor () -> Void)
      -> UIButton
    {
      var configuration = UIButton.Configuration.filled()
      configuration.title = strings.text(.resume)
      configuration.image = UIImage(systemName: "play.fill")
      configuration.imagePadding = 6
      configuration.cornerStyle = .capsule
      configuration.baseBackgroundColor = .white
      configuration.baseForegroundColor = .black
      configuration.titleLineBreakMode = .byClipping
      let button = make(configuration, action: action)
      button.accessibilityLabel = strings.text(.resume)
      button.accessibilityHint = strings.text(.resumeHint)
      button.accessibilityIdentifier = "kontext.ad.resume"
      return button
    }

    /// A text button of the full-screen player ("Learn more", "Skip ad", mute, Play).
    static func text(_ title: String, action: @escaping @MainActor () -> Void) -> UIButton {
      var configuration = UIButton.Configuration.filled()
      configuration.title = title
      configuration.cornerStyle = .capsule
      configuration.baseBackgroundColor = backdrop
      configuration.baseForegroundColor = .white
      return make(configuration, action: action)
    }

    /// The translucent black behind the SDK's controls; opaque under Reduce Transparency or
    /// Increase Contrast.
    static var backdrop: UIColor {
      let opaque =
        UIAccessibility.isReduceTransparencyEnabled || UIAccessibility.isDarkerSystemColorsEnabled
      return UIColor.black.withAlphaComponent(opaque ? 1 : 0.6)
    }

    /// The controls' text at the viewer's text size now, from the platform's base size,
    /// capped at ``largestPointSize``.
    nonisolated static func scaledFont() -> UIFont {
      UIFontMetrics(forTextStyle: .subheadline).scaledFont(
        for: UIFont.systemFont(
          ofSize: CGFloat(AdChromeMetrics.current.controlTextSize), weight: .semibold),
        maximumPointSize: largestPointSize)
    }

    /// The size `button` needs for its content at the viewer's text size now.
    static func fittingSize(of button: UIButton) -> AdSize {
      let size = button.sizeThatFits(
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
      return AdSize(width: Double(size.width), height: Double(size.height))
    }

    private static func make(
      _ configuration: UIButton.Configuration, action: @escaping @MainActor () -> Void
    ) -> UIButton {
      var configuration = configuration
      // Run at each update of the button's configuration, which UIKit makes when the text
      // size changes too; the views that hold the buttons also ask for one then.
      configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
        attributes in
        var attributes = attributes
        attributes.font = AdControlButton.scaledFont()
        return attributes
      }
      let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      return button
    }
  }
#endif
