#if canImport(UIKit)
  import KontextVideoCore
  import MediaAccessibility
  @preconcurrency import UIKit

  /// A linear ad's captions over its video: the core's text (``LinearAdPresentation/captionText``)
  /// in a label on a translucent box, where ``CaptionLayout`` puts it. Styled as the viewer set
  /// captions up in the system's settings (Accessibility › Subtitles & Captioning), read through
  /// MediaAccessibility: text colour and opacity, background colour and opacity, and text size
  /// relative to the platform's caption text (``AdChromeMetrics/captionTextSize``, the body
  /// text's size: 17 pt on a phone, 29 on Apple TV, scaled as the body text style is at the
  /// viewer's text size). It takes no taps: the controls stay usable around it.
  @MainActor
  final class CaptionView: UIView {
    /// The padding around the text inside the box, in points.
    static let padding: CGFloat = 6

    private let label = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isHidden = true
      layer.cornerRadius = 4
      layer.masksToBounds = true
      label.numberOfLines = 0
      label.textAlignment = .center
      label.adjustsFontForContentSizeCategory = true
      addSubview(label)
      // VoiceOver reads the captions as they change, without announcing each.
      isAccessibilityElement = true
      accessibilityTraits = [.staticText, .updatesFrequently]
      accessibilityIdentifier = "kontext.ad.captions"
      applyAppearance()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Shows `text`, or hides the box for nil. Returns whether the text changed (the player
    /// then lays it out again).
    @discardableResult
    func show(_ text: String?) -> Bool {
      guard text != label.text || (text == nil) != isHidden else { return false }
      label.text = text
      accessibilityLabel = text
      isHidden = text == nil
      return true
    }

    /// The size the box needs for its text at most `width` points wide.
    func fittingSize(maximumWidth width: CGFloat) -> CGSize {
      guard label.text?.isEmpty == false, width > 2 * Self.padding else { return .zero }
      let text = label.sizeThatFits(
        CGSize(width: width - 2 * Self.padding, height: CGFloat.greatestFiniteMagnitude))
      return CGSize(
        width: min(ceil(text.width) + 2 * Self.padding, width),
        height: ceil(text.height) + 2 * Self.padding)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = bounds.insetBy(dx: Self.padding, dy: Self.padding)
    }

    /// Reads the viewer's caption style again (the system's settings, or the text size, may
    /// have changed).
    func applyAppearance() {
      // MACaptionAppearance.h: the user domain is what "should be used to render captions";
      // the `Copy` functions return a +1 colour (not CF-audited, so `Unmanaged`). A nil
      // behaviour pointer: the SDK's captions are plain text, with no style of their own to
      // prefer over the viewer's.
      let foreground = MACaptionAppearanceCopyForegroundColor(.user, nil).takeRetainedValue()
      let background = MACaptionAppearanceCopyBackgroundColor(.user, nil).takeRetainedValue()
      let foregroundOpacity = MACaptionAppearanceGetForegroundOpacity(.user, nil)
      let backgroundOpacity = MACaptionAppearanceGetBackgroundOpacity(.user, nil)
      let relativeSize = MACaptionAppearanceGetRelativeCharacterSize(.user, nil)
      label.textColor = UIColor(cgColor: foreground).withAlphaComponent(foregroundOpacity)
      backgroundColor = UIColor(cgColor: background).withAlphaComponent(backgroundOpacity)
      // `UIFontMetrics.scaledFont(for:compatibleWith:)` takes the base font "at the standard
      // Dynamic Type size" of the content (its documentation) and scales it for the view's
      // traits.
      let body = UIFontMetrics(forTextStyle: .body).scaledFont(
        for: UIFont.systemFont(ofSize: CGFloat(AdChromeMetrics.current.captionTextSize)),
        compatibleWith: traitCollection)
      // The relative size is 1 for the default; a value outside the system's own range (0.5
      // to 2) is clamped.
      let scale = relativeSize.isFinite ? min(max(relativeSize, 0.5), 2) : 1
      label.font = body.withSize(body.pointSize * scale)
      setNeedsLayout()
    }
  }
#endif
