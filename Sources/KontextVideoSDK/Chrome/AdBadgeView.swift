#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// The "Ad" badge of an overlay or pause ad (App Review guideline 2.5.18): small white text
  /// on the SDK's backdrop, in the app's language, following Dynamic Type, read by VoiceOver.
  /// It takes no touches; the core places it (``AdControlLayout``).
  @MainActor
  final class AdBadgeView: UILabel {
    /// The space around the text, in points.
    private static let padding = CGSize(width: 5, height: 2)

    override init(frame: CGRect) {
      super.init(frame: frame)
      textColor = .white
      backgroundColor = AdControlButton.backdrop
      textAlignment = .center
      layer.cornerRadius = 3
      layer.masksToBounds = true
      isUserInteractionEnabled = false
      isAccessibilityElement = true
      adjustsFontForContentSizeCategory = true
      refreshFont()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Sets the font for the viewer's text size now, from the platform's base size
    /// (``AdChromeMetrics/badgeTextSize``: 11 pt on a phone, 23 on Apple TV) up to its largest.
    func refreshFont() {
      let metrics = AdChromeMetrics.current
      font = UIFontMetrics(forTextStyle: .caption2).scaledFont(
        for: UIFont.systemFont(ofSize: CGFloat(metrics.badgeTextSize), weight: .bold),
        maximumPointSize: CGFloat(metrics.largestBadgeTextSize))
    }

    /// The size the badge needs: its text and padding.
    var fittingSize: AdSize {
      let text = sizeThatFits(
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
      return AdSize(
        width: Double(ceil(text.width) + 2 * Self.padding.width),
        height: Double(ceil(text.height) + 2 * Self.padding.height))
    }
  }
#endif
