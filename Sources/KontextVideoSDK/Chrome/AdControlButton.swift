#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// The buttons the SDK draws: at least 44 × 44 pt to touch whatever the glyph's size,
  /// labelled for VoiceOver in the app's language, with Dynamic Type capped so they keep to
  /// the ad's minimum sizes, and opaque backgrounds when Reduce Transparency is on.
  @MainActor
  enum AdControlButton {
    /// The largest text size the SDK's controls grow to.
    static let largestTextSize = UIContentSizeCategory.accessibilityMedium

    /// The close control of an overlay or pause card: a small circle with a cross.
    static func close(strings: AdChromeStrings, action: @escaping @MainActor () -> Void)
      -> UIButton
    {
      var configuration = UIButton.Configuration.filled()
      configuration.image = UIImage(systemName: "xmark")
      configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(
        textStyle: .caption1, scale: .small)
      configuration.cornerStyle = .capsule
      configuration.baseBackgroundColor = backdrop
      configuration.baseForegroundColor = .white
      configuration.contentInsets = NSDirectionalEdgeInsets(
        top: 6, leading: 6, bottom: 6, trailing: 6)
      let button = make(configuration, action: action)
      button.accessibilityLabel = strings.text(.closeAd)
      button.accessibilityHint = strings.text(.closeAdHint)
      button.accessibilityIdentifier = "kontext.ad.close"
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
      let button = make(configuration, action: action)
      button.accessibilityLabel = strings.text(.resume)
      button.accessibilityHint = strings.text(.resumeHint)
      button.accessibilityIdentifier = "kontext.ad.resume"
      return button
    }

    /// A text button of the full-screen player ("Learn more", "Skip ad", mute).
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

    private static func make(
      _ configuration: UIButton.Configuration, action: @escaping @MainActor () -> Void
    ) -> UIButton {
      var configuration = configuration
      configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
        attributes in
        var attributes = attributes
        attributes.font = UIFont.preferredFont(
          forTextStyle: .subheadline,
          compatibleWith: UITraitCollection(preferredContentSizeCategory: largestTextSize))
        return attributes
      }
      let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
      button.maximumContentSizeCategory = largestTextSize
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      button.translatesAutoresizingMaskIntoConstraints = true
      button.widthAnchor.constraint(greaterThanOrEqualToConstant: AdControlLayout.minimumTarget)
        .isActive = true
      button.heightAnchor.constraint(greaterThanOrEqualToConstant: AdControlLayout.minimumTarget)
        .isActive = true
      return button
    }
  }
#endif
